//! The library's enums as Rust enums, each variant tied to the header's constant (`sys::BG_*`).
//!
//! Every enum has an `Other(i32)` variant: a value this crate does not name (a newer library's),
//! kept as it is. Passed to the library, an unknown value is refused with
//! [`Status::InvalidArgument`]. `name()` and `from_name()` use the constant's suffix in lower
//! case (`Role::Primary` is `"primary"`, `Placement::PrimaryAction` is `"primary_action"`).

use crate::sys;

macro_rules! c_enum {
    ($(#[$meta:meta])* $name:ident {
        $($(#[$vmeta:meta])* $variant:ident = $raw:path, $text:literal;)*
    }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)*
            /// A value this crate does not name (a newer library's), as the library gave it.
            Other(i32),
        }

        impl $name {
            /// The C value (the header's constant).
            pub fn raw(self) -> i32 {
                match self {
                    $($name::$variant => $raw as i32,)*
                    $name::Other(value) => value,
                }
            }

            /// The variant of a C value (`Other` for a value this crate does not name).
            pub fn from_raw(value: i32) -> Self {
                $(if value == $raw as i32 {
                    return $name::$variant;
                })*
                $name::Other(value)
            }

            /// The constant's suffix in lower case, or "?" for `Other`.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                    $name::Other(_) => "?",
                }
            }

            /// The variant named `text` (as `name()` gives it), or None.
            pub fn from_name(text: &str) -> Option<Self> {
                match text {
                    $($text => Some($name::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

c_enum! {
    /// Why a call failed (`BG_E_*`).
    Status {
        /// An argument is NULL, out of range, not finite or not a known enum value.
        InvalidArgument = sys::BG_E_INVALID_ARGUMENT, "invalid_argument";
        /// The object was freed, or the handle is not one of this library's.
        InvalidHandle = sys::BG_E_INVALID_HANDLE, "invalid_handle";
        /// A string is not valid UTF-8.
        InvalidUtf8 = sys::BG_E_INVALID_UTF8, "invalid_utf8";
        /// Theme JSON is malformed or mistyped.
        Parse = sys::BG_E_PARSE, "parse";
        /// A buffer was too small (this crate grows its buffers itself).
        BufferTooSmall = sys::BG_E_BUFFER_TOO_SMALL, "buffer_too_small";
        /// Not allowed from inside a callback of the same object.
        Reentrant = sys::BG_E_REENTRANT, "reentrant";
        /// A host callback reported a failure (a measure closure returned None).
        Callback = sys::BG_E_CALLBACK, "callback";
        /// Not possible in the object's state (e.g. an event before the first layout).
        State = sys::BG_E_STATE, "state";
        /// No such token path, style or item.
        NotFound = sys::BG_E_NOT_FOUND, "not_found";
        /// A size limit was exceeded.
        NoMemory = sys::BG_E_NO_MEMORY, "no_memory";
    }
}

c_enum! {
    /// Reading direction of a layout.
    Direction {
        /// Left to right.
        Ltr = sys::BG_DIRECTION_LTR, "ltr";
        /// Right to left: frames, content and corners mirrored.
        Rtl = sys::BG_DIRECTION_RTL, "rtl";
    }
}

c_enum! {
    /// A button's style role (its colours).
    Role {
        /// The component decides.
        Automatic = sys::BG_ROLE_AUTOMATIC, "automatic";
        /// Filled brand button.
        Primary = sys::BG_ROLE_PRIMARY, "primary";
        /// Outlined brand button.
        Secondary = sys::BG_ROLE_SECONDARY, "secondary";
        /// Low-emphasis button.
        Tertiary = sys::BG_ROLE_TERTIARY, "tertiary";
        /// Positive outcome.
        Success = sys::BG_ROLE_SUCCESS, "success";
        /// Destructive outcome.
        Danger = sys::BG_ROLE_DANGER, "danger";
        /// Looks like a link.
        Link = sys::BG_ROLE_LINK, "link";
    }
}

c_enum! {
    /// A pointer event's phase.
    PointerPhase {
        /// A pointer went down.
        Down = sys::BG_POINTER_DOWN, "down";
        /// It moved while down.
        Move = sys::BG_POINTER_MOVE, "move";
        /// It went up.
        Up = sys::BG_POINTER_UP, "up";
        /// The system took it away: nothing fires.
        Cancel = sys::BG_POINTER_CANCEL, "cancel";
    }
}

c_enum! {
    /// Where keyboard focus goes.
    FocusMove {
        /// The next enabled target in reading order (wraps).
        Next = sys::BG_FOCUS_NEXT, "next";
        /// The previous one (wraps).
        Previous = sys::BG_FOCUS_PREVIOUS, "previous";
        /// The first enabled target.
        First = sys::BG_FOCUS_FIRST, "first";
        /// The last enabled target.
        Last = sys::BG_FOCUS_LAST, "last";
        /// Nothing focused.
        Clear = sys::BG_FOCUS_CLEAR, "clear";
    }
}

c_enum! {
    /// What a screen reader calls an element.
    A11yRole {
        /// A push button.
        Button = sys::BG_A11Y_BUTTON, "button";
        /// A button that opens a menu (More, an overflow button).
        MenuButton = sys::BG_A11Y_MENU_BUTTON, "menu_button";
        /// A group of the elements after it.
        Group = sys::BG_A11Y_GROUP, "group";
    }
}

c_enum! {
    /// How a group's (or a background's) corners are rounded; capsule by default.
    #[derive(Default)]
    CornerStyle {
        /// Radius = half the height.
        #[default]
        Capsule = sys::BG_CORNER_CAPSULE, "capsule";
        /// Square corners.
        None = sys::BG_CORNER_NONE, "none";
        /// The theme's small radius.
        Small = sys::BG_CORNER_SMALL, "small";
        /// The theme's medium radius.
        Medium = sys::BG_CORNER_MEDIUM, "medium";
        /// The theme's large radius.
        Large = sys::BG_CORNER_LARGE, "large";
        /// A fixed radius in points.
        Fixed = sys::BG_CORNER_FIXED, "fixed";
    }
}

/// A control's state: a set of `BG_STATE_*` flags (empty: normal).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct State(pub u32);

impl State {
    /// Normal: no flag.
    pub const NORMAL: State = State(0);
    /// Pressed: a pointer went down on it and is still inside.
    pub const HIGHLIGHTED: State = State(sys::BG_STATE_HIGHLIGHTED as u32);
    /// Has keyboard focus.
    pub const FOCUSED: State = State(sys::BG_STATE_FOCUSED as u32);
    /// Disabled: it does not fire and cannot take focus.
    pub const DISABLED: State = State(sys::BG_STATE_DISABLED as u32);
    /// Selected (a toggled or chosen control).
    pub const SELECTED: State = State(sys::BG_STATE_SELECTED as u32);

    /// Whether every flag of `other` is set.
    pub fn contains(self, other: State) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for State {
    type Output = State;

    fn bitor(self, other: State) -> State {
        State(self.0 | other.0)
    }
}
