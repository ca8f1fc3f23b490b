//! `lessons`: both schools' courses in `--lang`, every level with its goal, par and the
//! engine's solution (the piece school's rolls, the chess school's moves in SAN with the
//! language's piece letters); `--chess` the chess school alone; `--check` replays each
//! chess level's solution through the chess school's rules (a try of the level, as the
//! window plays it) and says whether it is proved: won, at par, with three stars.

use crate::ui::school::chess_lesson::texts::local_san;
use chess::{ChessGame, ChessMove, Color, Command};
use chess_school::prove::{self, Proof};
use chess_school::{ChessAttempt, ChessGoal, ChessLevel, Choice, DrawAnswer, Step, Try, Verdict};
use schachschlamassel::cli_error::{CliError, CliNote};
use schachschlamassel::said::{self, LevelPart};
use std::collections::VecDeque;
use std::io::Write;
use words::{Args, Lang};

/// Which part of `lessons` runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonsRun {
    /// The chess school alone.
    pub chess_only: bool,
    /// The chess levels' solutions replayed and checked instead of listed.
    pub check: bool,
}

/// `lessons [--chess] [--check]`.
pub fn run(lang: Lang, how: LessonsRun) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    // A closed pipe (`| head`) ends the listing quietly.
    let mut say = |line: String| writeln!(out, "{line}").is_ok();
    let courses = chess_school::courses().map_err(|e| CliError::Said(format!("{e:?}")))?;
    if how.check {
        return check(lang, &courses, &mut say);
    }
    if !how.chess_only && !piece_school(lang, &mut say) {
        return Ok(());
    }
    for course in &courses {
        let title = said::chess_course_title(lang, &course.id);
        if !say(format!("{} ({title})", course.id)) {
            return Ok(());
        }
        for level in &course.levels {
            let solution = match prove::prove(level) {
                Ok(proof) => solution(lang, level, &proof),
                Err(e) => format!("{e:?}"),
            };
            let line = CliNote::LessonLine {
                id: level.id.clone(),
                par: level.par,
                goal: said::chess_level_text(lang, &level.id, LevelPart::Goal),
                solution,
            };
            if !say(words::say(lang, &line)) {
                return Ok(());
            }
        }
    }
    Ok(())
}

/// The piece school's courses (false once the pipe is closed).
fn piece_school(lang: Lang, say: &mut impl FnMut(String) -> bool) -> bool {
    for course in school::courses() {
        let t = said::course_title(lang, &course);
        if !say(format!("{} ({t})", course.id)) {
            return false;
        }
        for level in &course.levels {
            let goal = said::level_goal(lang, level);
            let sol = school::solve::solution(level).unwrap_or_default();
            let squares = school::every_square(level);
            let rolls: Vec<String> = if !squares.is_empty() {
                squares.iter().map(|s| s.to_string()).collect()
            } else {
                sol.iter()
                    .map(|c| match c {
                        track::Command::Move { route, .. } => route
                            .iter()
                            .map(|s| s.to_string())
                            .collect::<Vec<_>>()
                            .join(" "),
                        track::Command::BringIn { role, field } => {
                            format!("+ {} {field}", role.name())
                        }
                        other => format!("{other:?}"),
                    })
                    .collect()
            };
            let line = CliNote::LessonLine {
                id: level.id.clone(),
                par: level.par,
                goal,
                solution: rolls.join(" / "),
            };
            if !say(words::say(lang, &line)) {
                return false;
            }
        }
    }
    true
}

/// A chess level's solution as the listing writes it: the squares to click, the answer
/// to pick, or the moves in SAN, numbered, with the language's piece letters.
fn solution(lang: Lang, level: &ChessLevel, proof: &Proof) -> String {
    match &level.goal {
        ChessGoal::Squares(all) => all
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        goal if goal.is_question() => {
            let attempt = ChessAttempt::new(level);
            let right = attempt
                .right_choice()
                .and_then(|i| attempt.choices().get(i).cloned());
            right.map_or_else(String::new, |c| choice_text(lang, &c))
        }
        _ => numbered_line(lang, level, &proof.line),
    }
}

/// An answer of a question level in words (a written move with the language's letters).
fn choice_text(lang: Lang, choice: &Choice) -> String {
    let id = match choice {
        Choice::Verdict(Verdict::Mate) => "chess-school-answer-mate",
        Choice::Verdict(Verdict::Stalemate) => "chess-school-answer-stalemate",
        Choice::Verdict(Verdict::Neither) => "chess-school-answer-neither",
        Choice::YesNo(true) => "chess-school-yes",
        Choice::YesNo(false) => "chess-school-no",
        Choice::Draw(DrawAnswer::Repetition) => "chess-school-answer-draw-repetition",
        Choice::Draw(DrawAnswer::FiftyMoves) => "chess-school-answer-draw-fifty",
        Choice::Draw(DrawAnswer::TooFewPieces) => "chess-school-answer-draw-too-few",
        Choice::Draw(DrawAnswer::No) => "chess-school-answer-draw-no",
        Choice::Notation(san) => return local_san(lang, san),
    };
    words::format(lang.code(), id, &Args::new())
}

/// Moves played from the level's position, numbered as a game's (`1. Qh5 Kf8 2. Qf7#`,
/// `1... Kd7` when Black begins). A level where the other side stands still (stars,
/// promotion) plays them one after the other from its own side.
fn numbered_line(lang: Lang, level: &ChessLevel, line: &[ChessMove]) -> String {
    let replies = matches!(level.goal, ChessGoal::Mate(_));
    let mut game = level.game();
    let mut board = level.board.clone();
    let mut out: Vec<String> = vec![];
    for (i, mv) in line.iter().enumerate() {
        let Some(m) = ChessGame::from_board(board.clone()).to_crate_move(*mv) else {
            out.push(mv.to_string());
            break;
        };
        let san = local_san(lang, &chess::notation::san(&board, m));
        if replies {
            let n = game.move_number(i);
            match board.side_to_move() {
                Color::White => out.push(format!("{n}. {san}")),
                Color::Black if i == 0 => out.push(format!("{n}... {san}")),
                Color::Black => out.push(san),
            }
            let _ = game.play(&Command::Move(*mv));
        } else {
            out.push(san);
        }
        board = prove::after_standing_still(&board, m)
            .filter(|_| !replies)
            .unwrap_or_else(|| prove::after(&board, m));
    }
    out.join(" ")
}

/// `lessons --check`: each chess level's solution replayed as a try of the level; a
/// line a level, then the count. An unproved level is an error (exit code 2).
fn check(
    lang: Lang,
    courses: &[chess_school::ChessCourse],
    say: &mut impl FnMut(String) -> bool,
) -> Result<(), CliError> {
    let (mut proved, mut count) = (0, 0);
    for level in courses.iter().flat_map(|c| &c.levels) {
        count += 1;
        let note = replay(lang, level);
        if matches!(note, CliNote::ChessLessonProved { .. }) {
            proved += 1;
        }
        if !say(words::say(lang, &note)) {
            return Ok(());
        }
    }
    let total = CliNote::ChessLessonsChecked { proved, count };
    let _ = say(words::say(lang, &total));
    if proved == count {
        Ok(())
    } else {
        Err(CliError::ChessLessonsUnproved {
            count: count - proved,
        })
    }
}

/// The most tries a replay takes before it counts as not won (a level's par is at most
/// a few dozen).
const MOST_TRIES: usize = 200;

/// A level's solution played through a try of the level, as the window plays it: the
/// engine's moves (the other side's toughest replies come from the try itself), the
/// squares to click, or the stated answer picked from the choices shown.
fn replay(lang: Lang, level: &ChessLevel) -> CliNote {
    let id = level.id.clone();
    let proof = match prove::prove(level) {
        Ok(p) => p,
        Err(e) => {
            return CliNote::ChessLessonNoProof {
                id,
                detail: format!("{e:?}"),
            }
        }
    };
    let mut attempt = ChessAttempt::new(level);
    let mover = level.board.side_to_move();
    let mut tries: Vec<Try> = match &level.goal {
        ChessGoal::Squares(all) => all.iter().map(|s| Try::Square(*s)).collect(),
        goal if goal.is_question() => {
            // The level's stated answer, picked from the choices as shown.
            let wanted = match goal {
                ChessGoal::MateOrStalemate(v) => Some(Choice::Verdict(*v)),
                ChessGoal::CanCastle(_, yes) => Some(Choice::YesNo(*yes)),
                ChessGoal::WriteMove(_, answer) => Some(Choice::Notation(answer.clone())),
                ChessGoal::Draw(answer) => Some(Choice::Draw(*answer)),
                _ => None,
            };
            let at = attempt
                .choices()
                .iter()
                .position(|c| Some(c) == wanted.as_ref());
            at.map(Try::Answer).into_iter().collect()
        }
        _ => vec![],
    };
    // The moves of the proof, the other side's replies left out; a reply other than the
    // proof's asks the try's own hint from there on.
    let mut line: VecDeque<ChessMove> = proof.line.into();
    let replies = matches!(level.goal, ChessGoal::Mate(_));
    for number in 1..=MOST_TRIES {
        let next = if tries.is_empty() {
            match line.pop_front() {
                Some(mv) => Some(Try::Move(mv)),
                None => attempt.hint(),
            }
        } else {
            Some(tries.remove(0))
        };
        let Some(t) = next else {
            break;
        };
        match attempt.play(t) {
            Step::Won(stars) => {
                let tries = attempt.tries();
                return if stars == 3 && tries <= u32::from(level.par) {
                    CliNote::ChessLessonProved { id, tries, stars }
                } else {
                    CliNote::ChessLessonNotWon { id, tries, stars }
                };
            }
            Step::Wrong(w) => {
                let why = words::say(lang, &said::chess_school_wrong(&w, mover));
                return CliNote::ChessLessonRefused { id, number, why };
            }
            Step::GoesOn(Some((reply, _))) if replies => {
                if line.pop_front() != Some(reply) {
                    // Another defence, as good: the rest from the try's own hint.
                    line.clear();
                }
            }
            // A move onto no star (a walk to a far star) is played and counted.
            Step::GoesOn(_) | Step::Found(_) | Step::Played(_) => {}
        }
    }
    CliNote::ChessLessonNotWon {
        id,
        tries: attempt.tries(),
        stars: 0,
    }
}
