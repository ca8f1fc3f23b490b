//! The speakers beside the schools' texts (issue 54), through `Frame`s alone with a
//! recording voice: a won level's box is read before the move that won it is, and its
//! speaker reads the German won words.

use crate::i18n::Lang;
use crate::prelude::*;
use crate::school::room::SchoolScreen;
use base::platform::speech::RecordingVoice;
use macroquad::prelude::KeyCode;
use paint::layout::Layout;
use shell::config::WindowConfig;
use shell::headless::Run;
use track::geometry::Square;

const W: f32 = 1024.0;
const H: f32 = 768.0;

/// The piece school's first rook level in German: the won box is read before the move
/// that won it (as one text, the won box first), and a click on its speaker reads the
/// German won words again.
#[test]
fn the_won_box_is_read_first_and_its_speaker_reads_the_german_won_words() {
    let voice = RecordingVoice::new();
    let mut run = Run::reading(W, H, Lang::De, &voice);
    let mut cfg = WindowConfig::browser(Lang::De, 7);
    cfg.data_dir = base::platform::test_dir("speakers-german-school");
    let (state, _) = SchoolScreen::command_line_game(&cfg, 0);
    let names = ["Ada", "Ben", "Cleo", "Dan"].map(String::from);
    let mut s = SchoolScreen::new(cfg, run.window.typeface(), &state, Lang::De, names, None);
    run.wait(&mut s, 0.2);
    crate::school::tests_frames::open_first_level(&mut run, &mut s);
    run.key(&mut s, KeyCode::Key2);
    run.wait(&mut s, 0.3);
    let board = Layout::new(W, H, s.table.state.board());
    run.click(&mut s, board.square_rect(Square::new(16, 16)).center());
    for _ in 0..400 {
        if run.speaker_with("Geschafft").is_some() {
            break;
        }
        run.step(&mut s, run.next());
    }
    run.wait(&mut s, 0.5);
    let (spot, text) = run
        .speaker_with("Geschafft")
        .expect("the won box has its speaker");
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
