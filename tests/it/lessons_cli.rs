//! `lessons`: both schools listed in every language, the chess school's solutions in SAN
//! with the language's piece letters, and `--check` replaying every chess level's
//! solution through the chess school's rules (issue 57, item 4).

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The line of a level in a listing.
fn line_of<'a>(text: &'a str, id: &str) -> &'a str {
    let start = format!("  {id} ");
    text.lines()
        .find(|l| l.starts_with(&start))
        .unwrap_or_else(|| panic!("no line for {id} in\n{text}"))
}

#[test]
fn lessons_lists_the_chess_school_after_the_piece_school() {
    let out = run(&["lessons", "--lang", "en"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let rook = text.find("\n  rook-1 par 1:").expect("the piece school");
    let mate = text
        .find("\nmate (Checkmate)")
        .expect("the chess school's mate course");
    assert!(rook < mate, "the piece school first");
    // Every chess level has its line, with its par.
    for course in chess_school::courses().unwrap() {
        for level in &course.levels {
            let line = line_of(&text, &level.id);
            assert!(line.contains(&format!(" par {}:", level.par)), "{line}");
        }
    }
    // The engine's solution: a mate in two with the toughest defence, numbered.
    assert!(
        line_of(&text, "mate-5").ends_with("| 1. Kg6 Kg8 2. Ra8#"),
        "{}",
        line_of(&text, "mate-5")
    );
    // Squares, an answer and a written move.
    assert!(line_of(&text, "board-1").ends_with("| a1 h8"));
    assert!(line_of(&text, "castling-6").ends_with("| Yes"));
    assert!(line_of(&text, "notation-2").ends_with("| Nf3"));
}

#[test]
fn lessons_says_the_chess_school_in_every_language() {
    let mut goals = vec![];
    for lang in ["de", "en", "fr", "it", "no", "es", "nl", "pt"] {
        let out = run(&["lessons", "--chess", "--lang", lang]);
        assert!(out.status.success(), "{lang}");
        let text = stdout(&out);
        assert!(
            !text.contains("rook-1"),
            "--chess leaves the piece school out"
        );
        assert!(
            !text.contains("chess-level-") && !text.contains("chess-course-"),
            "{text}"
        );
        goals.push(line_of(&text, "mate-1").to_string());
        if lang == "de" {
            // German letters: T for the rook, S for the knight.
            assert!(line_of(&text, "pieces-1").ends_with("| Ta6 Tf6"), "{text}");
            assert!(line_of(&text, "notation-2").ends_with("| Sf3"), "{text}");
            assert!(text.contains("mate (Schachmatt)"), "{text}");
        }
    }
    goals.sort();
    goals.dedup();
    assert_eq!(goals.len(), 8, "each language its own goal: {goals:#?}");
}

#[test]
fn lessons_check_proves_every_chess_level_by_replaying_its_solution() {
    let out = run(&["lessons", "--check", "--lang", "en"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    let count: usize = chess_school::courses()
        .unwrap()
        .iter()
        .map(|c| c.levels.len())
        .sum();
    let proved = text
        .lines()
        .filter(|l| l.contains(": proved, won in"))
        .count();
    assert_eq!(proved, count, "{text}");
    assert!(text.contains(&format!("{count} of {count} chess levels proved")));
    // A mate in two takes two tries; a walk of the king to its star, two.
    assert!(
        text.contains("  mate-5: proved, won in 2 tries with 3 stars"),
        "{text}"
    );
    assert!(
        text.contains("  pieces-5: proved, won in 2 tries with 3 stars"),
        "{text}"
    );
    let de = stdout(&run(&["lessons", "--check", "--lang", "de"]));
    assert!(
        de.contains(&format!("{count} von {count} Schachleveln bewiesen")),
        "{de}"
    );
}
