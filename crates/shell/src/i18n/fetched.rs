//! The browser build's languages, fetched beside the page by the platform module and
//! handed to the words crate (which touches no file or network). The desktop build
//! embeds every language in the words crate and fetches nothing.

#[cfg(target_arch = "wasm32")]
mod fetching {
    //! The browser build's languages on their way from beside the page.

    use base::platform::Fetch;
    use std::cell::RefCell;

    thread_local! {
        /// Every language asked for, by code: its fetch while it is on its way, then
        /// `None` (arrived, or will not come: the game then speaks English).
        static ASKED: RefCell<Vec<(&'static str, Option<Fetch>)>> =
            const { RefCell::new(Vec::new()) };
    }

    /// Starts fetching a language (`i18n/<code>.ftl` beside the page), unless it was
    /// asked for before; then hands over the languages that have come since.
    pub fn fetch_language(code: &'static str) {
        ASKED.with(|asked| {
            let mut asked = asked.borrow_mut();
            if !asked.iter().any(|(c, _)| *c == code) {
                asked.push((
                    code,
                    Some(base::platform::fetch(&format!("i18n/{code}.ftl"))),
                ));
            }
            for (code, on_its_way) in asked.iter_mut() {
                let Some(answer) = on_its_way.as_ref().and_then(Fetch::take) else {
                    continue;
                };
                *on_its_way = None;
                // One that does not come, or is not text, leaves English.
                if let Ok(Ok(text)) = answer.map(String::from_utf8) {
                    words::add_language(code, text);
                }
            }
        });
    }

    /// Fetches the languages and waits, a frame at a time, until each has come (or
    /// will not).
    pub async fn load_languages(codes: &[&'static str]) {
        loop {
            for code in codes {
                fetch_language(code);
            }
            let waiting = ASKED.with(|asked| {
                asked
                    .borrow()
                    .iter()
                    .any(|(c, f)| codes.contains(c) && f.is_some())
            });
            if !waiting {
                return;
            }
            macroquad::window::next_frame().await;
        }
    }
}
#[cfg(target_arch = "wasm32")]
pub use fetching::{fetch_language, load_languages};
