//! The browser build's entry point (`wasm32-unknown-unknown`, built by `web/build.sh`).
//!
//! A browser passes no command line, so this binary parses none: it opens the game
//! on the setup screen (with the resume offer) in the browser's language, seeded from
//! the browser's clock. Everything it stores goes to the browser's local storage
//! through `platform`. The desktop binary (`src/main.rs`, `src/cli.rs`) and the
//! headless subcommands are not part of this build.

#[cfg(target_arch = "wasm32")]
fn main() {
    use schachschlamassel::{platform, ui};
    let languages = platform::browser_language().unwrap_or_default();
    let lang = ui::i18n::Lang::first_known(languages.split(','));
    ui::run(ui::WindowConfig::browser(lang, platform::now_unix_secs()));
}

/// Built for the desktop (e.g. `--all-features`), it only says where the game is.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use schachschlamassel::{cli_error::CliError, ui::i18n};
    let lang = i18n::Lang::first_known(std::env::var("LANG").as_deref().into_iter());
    eprintln!("{}", words::say(lang, &CliError::WebOnDesktop.headed()));
    std::process::ExitCode::from(2)
}
