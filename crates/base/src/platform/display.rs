//! Whether the window can open on this desktop, asked before it opens (issue 50): the
//! window library (miniquad) panics when it finds no display, so the game asks the same
//! question first, the same way, and says what is missing in words.

/// Why the game window cannot open here (`cli.ftl`).
#[derive(Clone, Debug, PartialEq, Eq, words::Say)]
#[say(prefix = "cli-no-display-")]
pub enum NoDisplay {
    /// `DISPLAY` is not set (on a Wayland desktop without XWayland, too: the window
    /// speaks X11).
    #[say(id = "cli-no-display")]
    NotSet,
    /// A library the window needs is not installed: its file name (`libX11.so.6`).
    #[say(id = "cli-no-display-library", args(library))]
    MissingLibrary(#[say(sample = "libX11.so.6")] &'static str),
    /// `DISPLAY` names a display that does not answer (no X server there, or one that
    /// does not let this user in): its name.
    #[say(args(display))]
    Unreachable(#[say(quoted)] String),
}

/// Checks that the window can open: on Linux, that libX11 and libxkbcommon load and
/// libX11 opens the display of `DISPLAY`, as the window library does next; elsewhere
/// (and in the browser) there is nothing to check.
///
/// # Errors
/// What is missing ([`NoDisplay`]).
pub fn check_display() -> Result<(), NoDisplay> {
    #[cfg(target_os = "linux")]
    {
        let Some(name) = std::env::var_os("DISPLAY").filter(|d| !d.is_empty()) else {
            return Err(NoDisplay::NotSet);
        };
        use macroquad::miniquad::native::linux_x11::libx11::{LibX11, LibXkbCommon};
        // The libraries and the call miniquad's X11 window makes (`XOpenDisplay(NULL)`
        // reads DISPLAY), so that a display that passes here opens there.
        let lib = LibX11::try_load().map_err(|_| NoDisplay::MissingLibrary("libX11.so.6"))?;
        LibXkbCommon::try_load().map_err(|_| NoDisplay::MissingLibrary("libxkbcommon.so.0"))?;
        // The connection stays open until the game ends (the process's exit closes it):
        // an X server started without `-noreset`, as `xvfb-run` starts Xvfb, resets
        // itself when its last client leaves, and a window that connects during that
        // reset is refused ("XOpenDisplay() failed!"), which is what closing it here did
        // on a fresh machine.
        // SAFETY: XOpenDisplay takes a null pointer to mean "the display of DISPLAY" and
        // returns null or a display; the one returned is never used again or freed.
        let opened = unsafe { !(lib.XOpenDisplay)(std::ptr::null()).is_null() };
        if !opened {
            return Err(NoDisplay::Unreachable(name.to_string_lossy().into_owned()));
        }
    }
    Ok(())
}
