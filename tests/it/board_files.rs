//! `--board` files: reading one names the file in every error (the rules' own checks of
//! board text are the track crate's `board_data` tests).

use schachschlamassel::data_files::load_board;
use schachschlamassel::ui::i18n::Lang;
use track::board::{BoardErrorKind, CLASSIC_BOARD};

#[test]
fn missing_file_is_reported_by_load() {
    let path = std::env::temp_dir()
        .join("schachschlamassel-no-such-dir")
        .join("board.txt");
    let err = load_board(&path).expect_err("the file does not exist");
    let name = path.display().to_string();
    assert!(matches!(err.kind, BoardErrorKind::Io(_)), "{err:?}");
    assert_eq!(err.path, name);
    let msg = words::say(Lang::En, &schachschlamassel::said::board(&err));
    assert!(
        msg.starts_with(&format!("board file {name}: cannot read the file: ")),
        "{msg}"
    );
    assert!(
        !msg.contains("line 0"),
        "an unreadable file has no line to name: {msg}"
    );
}

#[test]
fn load_names_the_file_in_errors_and_reads_good_files() {
    let dir = std::env::temp_dir().join(format!(
        "schachschlamassel-board-files-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.txt");
    let bad = dir.join("bad.txt");
    std::fs::write(&good, CLASSIC_BOARD).unwrap();
    // A cell the board does not know, in the first row of the grid.
    let mut lines: Vec<String> = CLASSIC_BOARD.lines().map(str::to_string).collect();
    let row = lines
        .iter()
        .position(|l| {
            let t = l.trim();
            !t.is_empty() && !t.starts_with(';') && !t.starts_with("line")
        })
        .expect("the grid has rows");
    let first = lines[row].chars().next().unwrap();
    lines[row] = format!("?{}", &lines[row][first.len_utf8()..]);
    std::fs::write(&bad, lines.join("\n") + "\n").unwrap();
    let board = load_board(&good).expect("the classic board loads from a file");
    assert_eq!(board.name(), good.display().to_string());
    assert_eq!(board.seats().count(), 4);
    let err = load_board(&bad).expect_err("bad cell");
    let name = bad.display().to_string();
    assert_eq!(err.kind, BoardErrorKind::UnknownCell('?'), "{err}");
    assert_eq!(err.path, name);
    assert_eq!((err.line, err.column), (row + 1, 1), "{err}");
    let head = format!("board file {name}, line {}, column 1: ", row + 1);
    let msg = words::say(Lang::En, &schachschlamassel::said::board(&err));
    assert!(msg.starts_with(&head), "{msg}");
    std::fs::remove_dir_all(&dir).unwrap();
}
