//! What a toolbar is made of: items, each a control group of buttons or a flexible space.

use crate::sys;

c_enum! {
    /// How a control group draws its buttons.
    ControlGroupStyle {
        /// By context.
        Automatic = sys::BG_CONTROL_STYLE_AUTOMATIC, "automatic";
        /// Side by side as joined segments.
        Segmented = sys::BG_CONTROL_STYLE_SEGMENTED, "segmented";
        /// Back / forward: joined segments showing icons.
        Navigation = sys::BG_CONTROL_STYLE_NAVIGATION, "navigation";
        /// One button showing the label; pressing it presents a menu of the buttons.
        Menu = sys::BG_CONTROL_STYLE_MENU, "menu";
        /// A row of icon-only cells.
        Palette = sys::BG_CONTROL_STYLE_PALETTE, "palette";
        /// As menu, but its menu is presented compactly (a row of icon buttons with small titles).
        CompactMenu = sys::BG_CONTROL_STYLE_COMPACT_MENU, "compact_menu";
    }
}

c_enum! {
    /// What a control group's buttons show.
    LabelStyle {
        /// By style and context.
        Automatic = sys::BG_LABEL_STYLE_AUTOMATIC, "automatic";
        /// The icon, then the title.
        TitleAndIcon = sys::BG_LABEL_STYLE_TITLE_AND_ICON, "title_and_icon";
        /// The icon alone.
        IconOnly = sys::BG_LABEL_STYLE_ICON_ONLY, "icon_only";
        /// The title alone.
        TitleOnly = sys::BG_LABEL_STYLE_TITLE_ONLY, "title_only";
    }
}

c_enum! {
    /// How large a toolbar's control groups are drawn (SwiftUI's controlSize).
    ControlSize {
        /// The smallest: heights and icons x0.75, the title font x13/17.
        Mini = sys::BG_CONTROL_SIZE_MINI, "mini";
        /// Heights and icons x0.875, the title font x15/17.
        Small = sys::BG_CONTROL_SIZE_SMALL, "small";
        /// The theme's values (the default).
        Regular = sys::BG_CONTROL_SIZE_REGULAR, "regular";
        /// Heights x1.375, icons x1.25.
        Large = sys::BG_CONTROL_SIZE_LARGE, "large";
        /// Heights x1.625, icons x1.5, the title font x20/17.
        ExtraLarge = sys::BG_CONTROL_SIZE_EXTRA_LARGE, "extra_large";
    }
}

c_enum! {
    /// Whether a button acts or stays selected.
    Selection {
        /// Acts when pressed.
        Momentary = sys::BG_SELECTION_MOMENTARY, "momentary";
        /// A choice's segment, not selected.
        Off = sys::BG_SELECTION_OFF, "off";
        /// A choice's segment, selected.
        On = sys::BG_SELECTION_ON, "on";
    }
}

c_enum! {
    /// Where a toolbar item goes.
    Placement {
        /// A frequent action: the trailing end of the top bar (the default).
        PrimaryAction = sys::BG_PLACEMENT_PRIMARY_ACTION, "primary_action";
        /// Moving between contexts: the leading end of the top bar.
        Navigation = sys::BG_PLACEMENT_NAVIGATION, "navigation";
        /// The centre of the top bar.
        Principal = sys::BG_PLACEMENT_PRINCIPAL, "principal";
        /// Where the platform puts it: the trailing end of the top bar.
        Automatic = sys::BG_PLACEMENT_AUTOMATIC, "automatic";
        /// Always in the top bar's overflow menu.
        SecondaryAction = sys::BG_PLACEMENT_SECONDARY_ACTION, "secondary_action";
        /// A modal's confirmation: the trailing end of the top bar.
        ConfirmationAction = sys::BG_PLACEMENT_CONFIRMATION_ACTION, "confirmation_action";
        /// A modal's Cancel: the leading end of the top bar.
        CancellationAction = sys::BG_PLACEMENT_CANCELLATION_ACTION, "cancellation_action";
        /// A modal's destructive action: the trailing end of the top bar.
        DestructiveAction = sys::BG_PLACEMENT_DESTRUCTIVE_ACTION, "destructive_action";
        /// Information, not an action: the centre of the bottom bar.
        Status = sys::BG_PLACEMENT_STATUS, "status";
        /// The leading end of the top bar.
        TopBarLeading = sys::BG_PLACEMENT_TOP_BAR_LEADING, "top_bar_leading";
        /// The trailing end of the top bar.
        TopBarTrailing = sys::BG_PLACEMENT_TOP_BAR_TRAILING, "top_bar_trailing";
        /// The bottom bar, packed from its leading end.
        BottomBar = sys::BG_PLACEMENT_BOTTOM_BAR, "bottom_bar";
        /// The bar above the software keyboard, packed from its leading end.
        Keyboard = sys::BG_PLACEMENT_KEYBOARD, "keyboard";
    }
}

c_enum! {
    /// One of the bars a toolbar's items fill, stacked from the top.
    Bar {
        /// The navigation bar: leading, principal and trailing items, and the overflow button.
        Top = sys::BG_BAR_TOP, "top";
        /// The bottom toolbar.
        Bottom = sys::BG_BAR_BOTTOM, "bottom";
        /// The keyboard's accessory bar.
        Keyboard = sys::BG_BAR_KEYBOARD, "keyboard";
    }
}

c_enum! {
    /// Where a toolbar's groups are shown.
    ControlContext {
        /// A toolbar: groups at their natural size, whole groups overflow into a menu.
        Toolbar = sys::BG_CONTEXT_TOOLBAR, "toolbar";
        /// In content (a standalone control group): groups fill the width, nothing overflows.
        Content = sys::BG_CONTEXT_CONTENT, "content";
    }
}

/// A control button's action: called with (item index, button index) when it fires.
pub type ControlAction = Box<dyn FnMut(u32, u32) + Send>;

/// One button of a control group.
pub struct ControlButton {
    /// Its title: required and non-empty (always its accessibility label).
    pub title: String,
    /// An image name, or None.
    pub image: Option<String>,
    /// Drawn disabled, never fires.
    pub disabled: bool,
    /// Momentary, or a segment of a choice.
    pub selection: Selection,
    /// Called when it fires; owned by the toolbar once the items are set.
    pub action: Option<ControlAction>,
}

impl ControlButton {
    /// An enabled momentary button titled `title`.
    pub fn new(title: impl Into<String>) -> Self {
        ControlButton {
            title: title.into(),
            image: None,
            disabled: false,
            selection: Selection::Momentary,
            action: None,
        }
    }

    /// With an image.
    pub fn image(mut self, image: impl Into<String>) -> Self {
        self.image = Some(image.into());
        self
    }

    /// Disabled (or not).
    pub fn disabled(mut self, disabled: bool) -> Self {
        self.disabled = disabled;
        self
    }

    /// With a selection.
    pub fn selection(mut self, selection: Selection) -> Self {
        self.selection = selection;
        self
    }

    /// With an action, called with (item index, button index).
    pub fn action(mut self, action: impl FnMut(u32, u32) + Send + 'static) -> Self {
        self.action = Some(Box::new(action));
        self
    }
}

/// Related buttons drawn as one control.
pub struct ControlGroup {
    /// Its label (menus, overflow, accessibility), or None.
    pub label: Option<String>,
    /// The label's image, or None.
    pub label_image: Option<String>,
    /// How it draws its buttons.
    pub style: ControlGroupStyle,
    /// What its buttons show.
    pub label_style: LabelStyle,
    /// In content: sized to its content instead of filling.
    pub fixed_size: bool,
    /// The whole group disabled: every button dimmed, not hit, skipped by focus, disabled in
    /// menus, whatever its own flag.
    pub disabled: bool,
    /// Its buttons (at least one).
    pub buttons: Vec<ControlButton>,
}

impl ControlGroup {
    /// An automatic-style group of `buttons` labelled `label`.
    pub fn new(label: Option<&str>, buttons: Vec<ControlButton>) -> Self {
        ControlGroup {
            label: label.map(str::to_owned),
            label_image: None,
            style: ControlGroupStyle::Automatic,
            label_style: LabelStyle::Automatic,
            fixed_size: false,
            disabled: false,
            buttons,
        }
    }

    /// With a style.
    pub fn style(mut self, style: ControlGroupStyle) -> Self {
        self.style = style;
        self
    }

    /// Disabled as a whole (or not).
    pub fn disabled(mut self, disabled: bool) -> Self {
        self.disabled = disabled;
        self
    }

    /// With a label style.
    pub fn label_style(mut self, label_style: LabelStyle) -> Self {
        self.label_style = label_style;
        self
    }
}

/// One toolbar item: a control group, or a flexible space.
pub struct ToolbarItem {
    /// Where it goes.
    pub placement: Placement,
    /// The group, or None for a flexible space.
    pub group: Option<ControlGroup>,
    /// Its rank in the overflow order (lower moves first; None: 0).
    pub priority: Option<f64>,
}

impl ToolbarItem {
    /// A control group at `placement`.
    pub fn group(placement: Placement, group: ControlGroup) -> Self {
        ToolbarItem { placement, group: Some(group), priority: None }
    }

    /// A flexible space at `placement`.
    pub fn flexible_space(placement: Placement) -> Self {
        ToolbarItem { placement, group: None, priority: None }
    }

    /// With an overflow priority.
    pub fn priority(mut self, priority: f64) -> Self {
        self.priority = Some(priority);
        self
    }
}
