//! Messages quote at most about [`MAX_QUOTED`] characters of their input: a 1 MB move
//! in a PGN or a whole board in a misplaced save field gives one short line, not the
//! input again.

/// The most characters of a quoted piece of input a message shows.
pub const MAX_QUOTED: usize = 60;

/// A piece of input as a message quotes it (a field's name, a card's id, a move, a
/// display's name): whole when it has at most [`MAX_QUOTED`] characters, else its first
/// ones and "…", so that the message stays one short line whatever the input was. A line
/// break or another control character shows as a space. Every message that quotes
/// input takes it through here (`Args::quoted`).
pub fn excerpt(input: &str) -> String {
    let mut out = String::with_capacity(input.len().min(4 * MAX_QUOTED));
    for (i, c) in input.chars().enumerate() {
        if i == MAX_QUOTED - 1 && input.chars().nth(MAX_QUOTED).is_some() {
            out.push('…');
            break;
        }
        out.push(if c.is_control() { ' ' } else { c });
    }
    out
}

/// `message` with every quoted part ('…', "…", `…`) longer than [`MAX_QUOTED`]
/// characters cut to that length and ended with "…", and any line longer than
/// [`MAX_LINE`] cut likewise.
pub fn shorten_quotes(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(4 * MAX_LINE));
    let mut open: Option<(char, usize)> = None;
    for c in message.chars() {
        match open {
            Some((q, n)) if c == q => {
                open = None;
                if n > MAX_QUOTED {
                    out.push('…');
                }
                out.push(c);
            }
            Some((q, n)) => {
                if n < MAX_QUOTED {
                    out.push(c);
                }
                open = Some((q, n + 1));
            }
            None => {
                if matches!(c, '\'' | '"' | '`') {
                    open = Some((c, 0));
                }
                out.push(c);
            }
        }
    }
    if let Some((_, n)) = open {
        if n > MAX_QUOTED {
            out.push('…');
        }
    }
    cut_long_words(&out)
        .lines()
        .map(|l| {
            if l.chars().count() > MAX_LINE {
                l.chars().take(MAX_LINE).chain(['…']).collect()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `text` with every run of characters without a space much longer than
/// [`MAX_QUOTED`] (an unquoted token of the input, such as a PGN move) cut with "…".
fn cut_long_words(text: &str) -> String {
    // A quoted part already cut keeps its quotes and "…" (and a comma or colon).
    let longest = MAX_QUOTED + 8;
    let mut out = String::with_capacity(text.len());
    let mut run = 0usize;
    for c in text.chars() {
        if c.is_whitespace() {
            if run > longest {
                out.push('…');
            }
            run = 0;
            out.push(c);
            continue;
        }
        run += 1;
        if run <= longest {
            out.push(c);
        }
    }
    if run > longest {
        out.push('…');
    }
    out
}

/// The longest line of a message (file names and reasons included).
pub const MAX_LINE: usize = 400;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_is_the_input_when_short_and_sixty_characters_ending_in_an_ellipsis_else() {
        assert_eq!(excerpt("tires"), "tires");
        let exact = "x".repeat(MAX_QUOTED);
        assert_eq!(excerpt(&exact), exact);
        let long = "é".repeat(10_000);
        let cut = excerpt(&long);
        assert_eq!(cut.chars().count(), MAX_QUOTED);
        assert!(cut.ends_with("é…"), "{cut}");
        assert_eq!(excerpt("a\nb\tc"), "a b c");
    }

    #[test]
    fn a_message_quotes_at_most_sixty_characters_of_its_input() {
        let move_text = "x".repeat(1_000_000);
        let message = format!("game.pgn:1: '{move_text}' is not a legal move");
        let short = shorten_quotes(&message);
        assert!(short.chars().count() < 120, "{short}");
        assert!(short.ends_with("…' is not a legal move"), "{short}");
    }

    #[test]
    fn short_quotes_and_apostrophes_stay_as_they_are() {
        let message = "bad FEN 'start': field 2 (the side to move): it must be w or b";
        assert_eq!(shorten_quotes(message), message);
        let board = format!(
            "invalid type: string \"{}\", expected a seat",
            ". ".repeat(300)
        );
        let short = shorten_quotes(&board);
        assert!(short.contains("…\", expected a seat"), "{short}");
    }

    #[test]
    fn an_unquoted_token_is_cut_too() {
        let message = format!("game.pgn:1: move 1... {} is not legal", "x".repeat(100_000));
        let short = shorten_quotes(&message);
        assert!(short.ends_with("x… is not legal"), "{short}");
        assert!(short.chars().count() < 120, "{short}");
    }

    #[test]
    fn an_unclosed_quote_is_cut_too() {
        let message = format!("unexpected '{}", "y".repeat(500));
        assert!(shorten_quotes(&message).chars().count() < 80);
    }
}
