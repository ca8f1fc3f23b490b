//! `yalta-moves` reads its standard input in bounded lines (issue 50): an endless line
//! (`< /dev/zero`) is refused after a few bytes instead of filling memory, a line that is
//! not UTF-8 text is named, and lines as people write them (a byte-order mark, CRLF,
//! `start`) are read.

use std::io::Write;
use std::process::{Command, Stdio};
use yalta::position::{Position, RedQueen};

/// Runs `yalta-moves` on these bytes: exit code, standard output, standard error.
fn yalta_moves(input: &[u8], lang: &str) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .args(["--lang", lang, "yalta-moves"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // The game may stop reading early: a write into its closed input is no failure.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn start_moves() -> String {
    let mut names: Vec<String> = Position::start(RedQueen::Light)
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    schachschlamassel::order::sort(&mut names);
    names.join(" ")
}

#[test]
fn an_endless_line_is_refused_as_longer_than_any_position() {
    // Eight megabytes of zero bytes and no line end: what `< /dev/zero` gives. Read
    // whole, this took 8 MB; read as a line of at most 1024 bytes, it stops at once.
    let zeros = vec![0u8; 8 << 20];
    let (code, out, err) = yalta_moves(&zeros, "en");
    assert_eq!(code, Some(2), "{err}");
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("line 1 of standard input is longer than any position")
            && err.contains("1024"),
        "{err}"
    );
    // In another language too, after a good line (the line's number counts).
    let start = Position::start(RedQueen::Light).to_yfen();
    let mut input = format!("{start}\n").into_bytes();
    input.extend(vec![b'w'; 5000]);
    input.push(b'\n');
    let (code, out, err) = yalta_moves(&input, "de");
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(out.trim(), start_moves());
    assert!(
        err.contains("Zeile 2 der Standardeingabe ist länger"),
        "{err}"
    );
}

#[test]
fn the_longest_yfen_fits_a_line() {
    // Every cell a piece of two letters, every castling right, three en passant cells
    // and two counters of 20 digits: a YFEN can be no longer.
    let rank = "wQ".repeat(8);
    let area = [rank.as_str(); 4].join(".");
    let cells = [area.as_str(); 3].join("/");
    let longest = format!(
        "{cells} w w:ah,b:ah,r:ah we3,be3,re3 {} {}",
        u64::MAX,
        u64::MAX
    );
    assert!(longest.len() < yalta_moves_max(), "{}", longest.len());
}

/// The limit said in the refusal.
fn yalta_moves_max() -> usize {
    let (_, _, err) = yalta_moves(&vec![b'x'; 4096], "en");
    let digits: String = err
        .split('(')
        .nth(1)
        .unwrap_or("")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().expect("the refusal names the limit")
}

#[test]
fn a_line_that_is_not_utf8_is_named() {
    let start = Position::start(RedQueen::Light).to_yfen();
    let mut input = format!("{start}\n").into_bytes();
    input.extend(b"w\xfc\xe4 w - - 0 1\n");
    let (code, out, err) = yalta_moves(&input, "en");
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(out.trim(), start_moves());
    assert!(
        err.contains("line 2 of standard input is not UTF-8 text"),
        "{err}"
    );
}

#[test]
fn lines_as_people_write_them_are_read() {
    // A byte-order mark, Windows line ends, a blank line and `start`, as the hint says.
    let start = Position::start(RedQueen::Light).to_yfen();
    let input = format!("\u{feff}{start}\r\n\r\nstart\r\n{start}");
    let (code, out, err) = yalta_moves(input.as_bytes(), "en");
    assert_eq!(code, Some(0), "{err}");
    let moves = start_moves();
    assert_eq!(out, format!("{moves}\n{moves}\n{moves}\n"));
}
