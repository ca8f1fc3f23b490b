//! The words crate's own rules: a language from a locale, a message from its variant,
//! its fields as values, and `None` as the key the `.ftl` chooses on.

use super::*;

#[test]
fn a_locale_or_a_browser_language_picks_the_first_language_the_game_has() {
    assert_eq!(Lang::parse("fr-CH"), Some(Lang::Fr));
    assert_eq!(Lang::parse("de_DE.UTF-8"), Some(Lang::De));
    assert_eq!(Lang::parse("nb-NO"), Some(Lang::No));
    assert_eq!(Lang::parse("NL"), Some(Lang::Nl));
    assert_eq!(Lang::parse("pt-BR"), Some(Lang::Pt));
    assert_eq!(Lang::parse("C.UTF-8"), None);
    assert_eq!(Lang::parse("sv"), None);
    assert_eq!(Lang::first_known(["sv-SE", "it-IT", "en"]), Lang::It);
    assert_eq!(Lang::first_known(["", "ja"]), Lang::En);
    for l in Lang::ALL {
        assert_eq!(Lang::parse(l.code()), Some(l));
        assert_eq!(Lang::from_code(l.code()), l);
    }
}

/// A message enum as an owner writes one (the ids are the chess game's).
#[derive(Say, Debug, PartialEq)]
#[say(prefix = "chess-")]
enum Example {
    /// `chess-start-button`: the id from the variant's name.
    StartButton,
    /// `chess-saved` with `$path`.
    #[say(args(path))]
    Saved(String),
    /// An id of its own, and named fields as values.
    #[say(id = "chess-side")]
    SideOf { side: chess::Color },
}

#[test]
fn a_variant_is_its_prefix_and_its_name_in_kebab_case_and_its_fields_are_its_values() {
    assert_eq!(Example::StartButton.key().0, "chess-start-button");
    let (id, args) = Example::Saved("games/a.pgn".into()).key();
    assert_eq!(id, "chess-saved");
    assert_eq!(args, Args::new().text("path", "games/a.pgn"));
    assert_eq!(
        say(Lang::En, &Example::Saved("games/a.pgn".into())),
        "Saved: games/a.pgn"
    );
    let side = Example::SideOf {
        side: chess::Color::Black,
    };
    assert_eq!(
        side.key(),
        ("chess-side", Args::new().text("side", "black"))
    );
}

#[test]
fn the_samples_say_every_variant_and_every_value_a_selector_field_takes() {
    let samples = Example::samples();
    assert!(samples.contains(&Example::StartButton));
    assert!(samples.contains(&Example::Saved("Anna".into())));
    for side in [chess::Color::White, chess::Color::Black] {
        assert!(samples.contains(&Example::SideOf { side }), "{side:?}");
    }
    assert_eq!(unsaid::<Example>(), [] as [String; 0]);
}

/// A message whose id no language has.
#[derive(Say, Debug)]
#[say(prefix = "chess-")]
enum Misspelt {
    StartButon,
}

#[test]
fn a_misspelt_id_is_unsaid_in_every_language() {
    assert_eq!(unsaid::<Misspelt>().len(), Lang::ALL.len());
}

/// A selector as an owner writes one.
#[derive(Selector, Clone, Copy, Debug, PartialEq)]
enum Speed {
    Slow,
    VeryFast,
}

#[test]
fn a_selector_is_its_variant_in_kebab_case_and_none_is_the_key_none() {
    assert_eq!(
        Args::new().arg("speed", &Speed::VeryFast),
        Args::new().text("speed", "very-fast")
    );
    assert_eq!(Speed::samples(), vec![Speed::Slow, Speed::VeryFast]);
    assert_eq!(
        Args::new().arg("other", &None::<u8>),
        Args::new().text("other", "none")
    );
    assert_eq!(
        Args::new().arg("other", &Some(3u8)),
        Args::new().number("other", 3u8)
    );
}

#[test]
fn a_missing_value_is_an_error_the_tests_see() {
    assert!(try_format("en", "chess-saved", &Args::new()).is_err());
}
