//! The window without a display (issue 50): a `DISPLAY` that names no X server, or a
//! Wayland desktop without one, is said in the player's language with exit code 2, as a
//! missing `DISPLAY` is, never a panic of the window library.

use std::path::Path;
use std::process::Command;

/// A display number no X server serves on this machine: neither its socket nor its
/// lock file is there.
fn free_display() -> String {
    (4711..4811)
        .find(|n| {
            !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
                && !Path::new(&format!("/tmp/.X{n}-lock")).exists()
        })
        .map(|n| format!(":{n}"))
        .expect("a free display number")
}

/// The game's window in German with the given environment: exit code and error output.
fn window_with(display: Option<&str>, wayland: Option<&str>) -> (Option<i32>, String) {
    let mut game = Command::new(env!("CARGO_BIN_EXE_schachschlamassel"));
    game.args(["--lang", "de", "--window", "800x600"])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY");
    if let Some(d) = display {
        game.env("DISPLAY", d);
    }
    if let Some(w) = wayland {
        game.env("WAYLAND_DISPLAY", w);
    }
    let out = game.output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_display_without_a_server_is_said_in_words_with_exit_code_2() {
    let display = free_display();
    let (code, err) = window_with(Some(&display), None);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(code, Some(2), "{err}");
    // libX11 is where the tests run (the screenshots need it): the display is named.
    assert!(
        err.starts_with("Fehler: kein Bildschirm: die X-Anzeige")
            && err.contains(&format!("'{display}'"))
            && err.contains("xvfb-run"),
        "{err}"
    );
}

#[test]
fn a_wayland_desktop_without_an_x_display_is_said_in_words_with_exit_code_2() {
    let (code, err) = window_with(None, Some("wayland-4711"));
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.starts_with("Fehler: kein Bildschirm") && err.contains("XWayland"),
        "{err}"
    );
}
