//! The speakers beside the texts (issue 54), through `Frame`s alone with a recording
//! voice: a click on a box's speaker reads that box's text in the game's language (a
//! French race's drawn card, a German level's won box), and a won level's box is read
//! before the move that won it is.

use crate::i18n::Lang;
use crate::race::room::RaceScreen;
use crate::school::room::SchoolScreen;
use base::platform::speech::RecordingVoice;
use base::said::card_text;
use base::speech::Speaker;
use macroquad::prelude::KeyCode;
use paint::layout::Layout;
use shell::config::WindowConfig;
use shell::headless::Run;
use shell::speaker_button::{self, Says};
use track::geometry::Square;

const W: f32 = 1024.0;
const H: f32 = 768.0;

/// A run whose shell reads through `voice`, gathering as the window's does.
fn reading_run(lang: Lang, voice: &RecordingVoice) -> Run {
    let mut run = Run::new(W, H, lang);
    run.shared.speaker = Speaker::gathering(Box::new(voice.clone()), 6);
    run
}

/// The speaker drawn last whose text holds `words`, and its text.
fn speaker_with(words: &str) -> Option<(paint::layout::Rect, String)> {
    speaker_button::shown()
        .into_iter()
        .find_map(|(r, s)| match s {
            Says::Text(t) if t.contains(words) => Some((r, t)),
            _ => None,
        })
}

/// A small action race in French: Yellow (a beginner, who hears the texts) against
/// Green, a computer playing at once, started from its setup screen.
fn french_race(run: &mut Run, name: &str) -> RaceScreen {
    let mut s = crate::race::tests_frames::race_in(run, name, 4, Lang::Fr);
    run.wait(&mut s, 0.2);
    let go = words::say(Lang::Fr, &crate::i18n::Msg::SetupStart);
    run.click_on(&mut s, &go);
    run.wait(&mut s, 0.5);
    s
}

/// In a French race a drawn card is a box with a speaker at its top right; a click on
/// it reads the card's French text (and nothing else sees the click: the card stays).
#[test]
fn a_click_on_the_drawn_cards_speaker_reads_the_cards_french_text() {
    let voice = RecordingVoice::new();
    let mut run = reading_run(Lang::Fr, &voice);
    let mut s = french_race(&mut run, "speakers-french-card");
    let heading = words::say(Lang::Fr, &crate::i18n::Msg::CardHeading);
    let mut hint = true;
    let mut found = None;
    for _ in 0..3000 {
        if let Some(spot) = speaker_with(&heading) {
            found = Some(spot);
            break;
        }
        assert!(!s.end_on_screen(), "the race ended without a card");
        if run.drawn.says("Lancer (Espace)") {
            run.key(&mut s, KeyCode::Space);
        } else {
            hint = !hint;
            run.key(&mut s, if hint { KeyCode::Enter } else { KeyCode::H });
        }
        run.wait(&mut s, 0.05);
    }
    let (spot, text) = found.unwrap_or_else(|| {
        panic!(
            "a card was drawn with its speaker: {} {:?}\n{}",
            speaker_button::reading(),
            speaker_button::shown(),
            run.drawn.all_words()
        )
    });
    let deck = &s.table.shown.deck().cards;
    let card = deck
        .iter()
        .map(|c| card_text(Lang::Fr, c))
        .find(|t| text.contains(t.as_str()))
        .expect("the speaker's text holds the card's French text");
    let before = voice.texts().len();
    let drawn_before = run.drawn.all_words();
    run.click(&mut s, spot.center());
    let said = voice.said();
    assert_eq!(said.len(), before + 1, "{said:?}");
    let (lang, last) = said.last().unwrap();
    assert_eq!(*lang, Lang::Fr);
    assert!(last.contains(&card), "{last:?} reads {card:?}");
    assert!(
        run.drawn.says(&heading),
        "the card is still up:\n{drawn_before}\n--\n{}",
        run.drawn.all_words()
    );
}

/// The French race played to its end: the end page's speaker reads the winner.
#[test]
fn the_end_pages_speaker_reads_the_winner_in_french() {
    let voice = RecordingVoice::new();
    let mut run = reading_run(Lang::Fr, &voice);
    let mut s = french_race(&mut run, "speakers-french-end");
    let mut hint = true;
    for _ in 0..3000 {
        if run.shared.layers.end().is_some() {
            break;
        }
        if run.drawn.says("Lancer (Espace)") {
            run.key(&mut s, KeyCode::Space);
        } else {
            hint = !hint;
            run.key(&mut s, if hint { KeyCode::Enter } else { KeyCode::H });
        }
        run.wait(&mut s, 0.05);
    }
    run.wait(&mut s, 0.5);
    let title = run
        .shared
        .layers
        .end()
        .expect("the end page")
        .page
        .title
        .clone();
    assert!(title.contains("gagne"), "{title}");
    // The instructions are heard without the keys the screen shows in brackets.
    let said = voice.texts();
    let choose = words::say(Lang::Fr, &crate::i18n::Msg::ChoosePieceSaid);
    assert!(said.iter().any(|t| t.contains(&choose)), "{said:?}");
    assert!(!said.iter().any(|t| t.contains("1–6")), "{said:?}");
    let (spot, text) = speaker_with(&title).expect("the end page's speaker");
    assert_eq!(text, title);
    run.click(&mut s, spot.center());
    assert_eq!(voice.said().last(), Some(&(Lang::Fr, title)));
    assert!(run.shared.layers.end().is_some(), "the page stays");
}

/// The piece school's first rook level in German: the won box is read before the move
/// that won it (as one text, the won box first), and a click on its speaker reads the
/// German won words again.
#[test]
fn the_won_box_is_read_first_and_its_speaker_reads_the_german_won_words() {
    let voice = RecordingVoice::new();
    let mut run = reading_run(Lang::De, &voice);
    let mut cfg = WindowConfig::browser(Lang::De, 7);
    cfg.data_dir = base::platform::test_dir("speakers-german-school");
    let (state, _) = RaceScreen::command_line_game(&cfg, 0);
    let names = ["Ada", "Ben", "Cleo", "Dan"].map(String::from);
    let mut s = SchoolScreen::new(cfg, run.window.typeface(), &state, Lang::De, names, None);
    run.wait(&mut s, 0.2);
    crate::school::tests_frames::open_first_level(&mut run, &mut s);
    run.key(&mut s, KeyCode::Key2);
    run.wait(&mut s, 0.3);
    let board = Layout::new(W, H, s.table.state.board());
    run.click(&mut s, board.square_rect(Square::new(16, 16)).center());
    for _ in 0..400 {
        if speaker_with("Geschafft").is_some() {
            break;
        }
        run.step(&mut s, run.next());
    }
    run.wait(&mut s, 0.5);
    let (spot, text) = speaker_with("Geschafft").expect("the won box has its speaker");
    let won = s.won_text().expect("the level is won");
    let title = won.split(". ").next().unwrap_or_default().to_string();
    let said = voice.texts();
    // Every text read once, nothing twice in a row.
    assert!(said.windows(2).all(|w| w[0] != w[1]), "{said:?}");
    let at = said
        .iter()
        .position(|t| t.contains("Geschafft"))
        .unwrap_or_else(|| panic!("the won box is read: {said:?}"));
    assert!(
        said[at].starts_with(&title),
        "the won box ({won:?}) comes first: {:?}",
        said[at]
    );
    assert!(!said[at].contains('★'), "stars in words: {:?}", said[at]);
    // The move's line: not before the won box, not alone after it.
    let line = "zieht den Turm";
    assert!(
        !said[..at].iter().any(|t| t.contains(line)),
        "the won box before the move: {said:?}"
    );
    assert!(
        !said[at + 1..].iter().any(|t| t.contains(line)),
        "the move is not read after the won box: {said:?}"
    );
    run.click(&mut s, spot.center());
    let (lang, last) = voice.said().last().cloned().unwrap();
    assert_eq!(lang, Lang::De);
    assert!(
        last.starts_with(&title) && last.contains("Geschafft! 3 Sterne von 3"),
        "{last:?} ({text:?})"
    );
    assert_eq!(voice.texts().len(), said.len() + 1);
}
