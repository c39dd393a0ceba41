//! What a group is made of: its items and its parameters.

use std::any::Any;
use std::ffi::CString;

use crate::enums::{CornerStyle, Role};
use crate::error::{c_ptr, c_string_opt, Result};
use crate::sys;

c_enum! {
    /// What moves into the More sheet.
    OverflowPolicy {
        /// More than max_visible items: the first max_visible - 1 show, the last slot is More.
        Count = sys::BG_OVERFLOW_COUNT, "count";
        /// The count rule, and trailing items also move into More while they do not fit the width.
        Width = sys::BG_OVERFLOW_WIDTH, "width";
    }
}

c_enum! {
    /// What a slot of a layout is.
    SlotKind {
        /// One of the group's items.
        Item = sys::BG_SLOT_ITEM, "item";
        /// The More button that opens the overflow action sheet.
        More = sys::BG_SLOT_MORE, "more";
    }
}

c_enum! {
    /// How a prominent layout joins its secondary buttons.
    ProminentType {
        /// Secondaries stand apart.
        Relaxed = sys::BG_PROMINENT_RELAXED, "relaxed";
        /// Secondaries joined into one segmented run.
        Grouped = sys::BG_PROMINENT_GROUPED, "grouped";
    }
}

/// A group's layout: all round (equal-width buttons) or one prominent button and the others.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum GroupLayoutKind {
    /// Equal-width, fully rounded buttons.
    AllRound,
    /// The first button prominent, the others secondary.
    Prominent(ProminentType),
}

/// The parameters of a group; each None keeps the default of the group's theme (not what
/// earlier parameters set).
///
/// ```
/// use buttongroup::{ButtonGroup, GroupParams, Item};
///
/// let params = GroupParams { max_visible: Some(0), alert_title: Some("Accounts".into()), ..GroupParams::default() };
/// let mut group = ButtonGroup::with_theme(None, Some(&params))?;
/// group.set_items(vec![Item::new("Pay")])?;
/// # Ok::<(), buttongroup::Error>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GroupParams {
    /// What moves into the More sheet (default: count).
    pub overflow_policy: Option<OverflowPolicy>,
    /// Slots including More (default 3; 0: no count limit; 1 is refused).
    pub max_visible: Option<u32>,
    /// All round or prominent (default: the theme's).
    pub layout: Option<GroupLayoutKind>,
    /// Points between slots.
    pub spacing: Option<f64>,
    /// How the buttons' corners are rounded.
    pub corner_style: Option<CornerStyle>,
    /// The corners' radius in points, with [`CornerStyle::Fixed`].
    pub corner_radius: Option<f64>,
    /// Points an item needs beyond its fit to come back from More (width policy).
    pub overflow_hysteresis: Option<f64>,
    /// The More button's icon name (default "ic_more_horiz").
    pub more_icon: Option<String>,
    /// What a screen reader says for More (default "More").
    pub more_button_accessibility_label: Option<String>,
    /// The More sheet's title ([`ActionSheet::title`](crate::ActionSheet::title); default none).
    pub alert_title: Option<String>,
    /// The More sheet's message (default none).
    pub alert_message: Option<String>,
    /// The More sheet's cancel button's title (default "Cancel").
    pub alert_cancel_button_title: Option<String>,
}

/// C parameters and the strings they point to (which stay put when this moves).
pub(crate) struct RawParams {
    pub(crate) raw: sys::bg_group_params,
    _strings: Vec<Option<CString>>,
}

impl GroupParams {
    /// These parameters over `defaults` (what bg_group_params_init gave for the group's theme),
    /// refused when a string holds a NUL byte.
    pub(crate) fn to_raw(&self, defaults: &sys::bg_group_params) -> Result<RawParams> {
        let strings = vec![
            c_string_opt("GroupParams more_icon", self.more_icon.as_deref())?,
            c_string_opt(
                "GroupParams more_button_accessibility_label",
                self.more_button_accessibility_label.as_deref(),
            )?,
            c_string_opt("GroupParams alert_title", self.alert_title.as_deref())?,
            c_string_opt("GroupParams alert_message", self.alert_message.as_deref())?,
            c_string_opt("GroupParams alert_cancel_button_title", self.alert_cancel_button_title.as_deref())?,
        ];
        let mut raw = *defaults;
        if let Some(policy) = self.overflow_policy {
            raw.overflow_policy = policy.raw();
        }
        if let Some(max_visible) = self.max_visible {
            raw.max_visible = max_visible;
        }
        match self.layout {
            Some(GroupLayoutKind::AllRound) => raw.layout.kind = sys::BG_LAYOUT_ALL_ROUND,
            Some(GroupLayoutKind::Prominent(kind)) => {
                raw.layout.kind = sys::BG_LAYOUT_PROMINENT;
                raw.layout.prominent_type = kind.raw();
            }
            None => {}
        }
        if let Some(spacing) = self.spacing {
            raw.layout.spacing = spacing;
        }
        if let Some(style) = self.corner_style {
            raw.layout.corner_style = style.raw();
        }
        if let Some(radius) = self.corner_radius {
            raw.layout.corner_radius = radius;
        }
        if let Some(hysteresis) = self.overflow_hysteresis {
            raw.overflow_hysteresis = hysteresis;
        }
        raw.more_icon = c_ptr(&strings[0]);
        raw.more_button_accessibility_label = c_ptr(&strings[1]);
        raw.alert_title = c_ptr(&strings[2]);
        raw.alert_message = c_ptr(&strings[3]);
        raw.alert_cancel_button_title = c_ptr(&strings[4]);
        Ok(RawParams { raw, _strings: strings })
    }
}

/// An item's action: called with the item's index when it fires.
pub type ItemAction = Box<dyn FnMut(u32) + Send>;

/// An item's navigation action: called with the host's navigation context (whatever
/// [`ButtonGroup::run_navigation`](crate::ButtonGroup::run_navigation) was given, to downcast).
pub type NavigationAction = Box<dyn FnMut(&mut dyn Any) + Send>;

/// One button of a group: its title, icon, accessibility texts, role, and action.
///
/// ```
/// use buttongroup::{Item, Role};
///
/// let item = Item::new("Transfer").icon("ic_transfer").role(Role::Primary).action(|index| println!("{}", index));
/// assert_eq!(item.title, "Transfer");
/// ```
pub struct Item {
    /// The title (may be empty).
    pub title: String,
    /// An icon name, or None.
    pub icon: Option<String>,
    /// What a screen reader says (None: the title).
    pub accessibility_label: Option<String>,
    /// An identifier for UI tests, or None.
    pub accessibility_identifier: Option<String>,
    /// Its style role.
    pub role: Role,
    /// Shown disabled, never fires.
    pub disabled: bool,
    /// Called when it fires; owned by the group once the items are set.
    pub action: Option<ItemAction>,
    /// Its navigation action, run by [`ButtonGroup::run_navigation`](crate::ButtonGroup::run_navigation);
    /// activating an item that has one calls the group's
    /// [`on_navigate`](crate::ButtonGroup::on_navigate) closure after `action`. Owned by the
    /// group once the items are set.
    pub navigation: Option<NavigationAction>,
}

impl Item {
    /// An enabled item titled `title`, with the automatic role and no action.
    pub fn new(title: impl Into<String>) -> Self {
        Item {
            title: title.into(),
            icon: None,
            accessibility_label: None,
            accessibility_identifier: None,
            role: Role::Automatic,
            disabled: false,
            action: None,
            navigation: None,
        }
    }

    /// With an icon.
    pub fn icon(mut self, icon: impl Into<String>) -> Self {
        self.icon = Some(icon.into());
        self
    }

    /// With a role.
    pub fn role(mut self, role: Role) -> Self {
        self.role = role;
        self
    }

    /// Disabled (or not).
    pub fn disabled(mut self, disabled: bool) -> Self {
        self.disabled = disabled;
        self
    }

    /// With an accessibility label.
    pub fn accessibility_label(mut self, label: impl Into<String>) -> Self {
        self.accessibility_label = Some(label.into());
        self
    }

    /// With an accessibility identifier.
    pub fn accessibility_identifier(mut self, identifier: impl Into<String>) -> Self {
        self.accessibility_identifier = Some(identifier.into());
        self
    }

    /// With an action, called with the item's index when it fires.
    pub fn action(mut self, action: impl FnMut(u32) + Send + 'static) -> Self {
        self.action = Some(Box::new(action));
        self
    }

    /// With a navigation action, called with the host's navigation context by
    /// [`ButtonGroup::run_navigation`](crate::ButtonGroup::run_navigation) (see there).
    pub fn navigation(mut self, navigation: impl FnMut(&mut dyn Any) + Send + 'static) -> Self {
        self.navigation = Some(Box::new(navigation));
        self
    }
}

impl std::fmt::Debug for Item {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Item")
            .field("title", &self.title)
            .field("icon", &self.icon)
            .field("role", &self.role)
            .field("disabled", &self.disabled)
            .field("action", &self.action.is_some())
            .field("navigation", &self.navigation.is_some())
            .finish()
    }
}
