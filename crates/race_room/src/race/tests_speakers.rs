//! The speakers beside the race's texts (issue 54), through `Frame`s alone with a
//! recording voice: a click on a box's speaker reads that box's text in the game's
//! language (a French race's drawn card, its end page's winner).

use crate::i18n::Lang;
use crate::prelude::*;
use crate::race::room::RaceScreen;
use base::platform::speech::RecordingVoice;
use base::said::card_text;
use macroquad::prelude::KeyCode;
use shell::headless::Run;
use shell::speaker_button;

const W: f32 = 1024.0;
const H: f32 = 768.0;

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
    let mut run = Run::reading(W, H, Lang::Fr, &voice);
    let mut s = french_race(&mut run, "speakers-french-card");
    let heading = words::say(Lang::Fr, &crate::i18n::Msg::CardHeading);
    let mut hint = true;
    let mut found = None;
    for _ in 0..3000 {
        if let Some(spot) = run.speaker_with(&heading) {
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
    let mut run = Run::reading(W, H, Lang::Fr, &voice);
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
    let (spot, text) = run.speaker_with(&title).expect("the end page's speaker");
    assert_eq!(text, title);
    run.click(&mut s, spot.center());
    assert_eq!(voice.said().last(), Some(&(Lang::Fr, title)));
    assert!(run.shared.layers.end().is_some(), "the page stays");
}
