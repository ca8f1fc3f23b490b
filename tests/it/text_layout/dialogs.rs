//! The shell's one dialog and one end page, with every text they carry in the race game
//! and the piece school: leaving, the resume offer, the game menu, a won level of every
//! course, and the race game's end page with four long names, folded and not.

use super::*;
use schachschlamassel::ui::i18n::{Msg, SchoolMsg};
use schachschlamassel::ui::shell::dialog::{self, Dialog};
use schachschlamassel::ui::shell::end_page::{self, EndPage, BUTTONS};

/// A dialog's texts and buttons checked in one screen state.
fn dialog_shot(m: &FontMeasure, name: String, (w, h): (f32, f32), d: &Dialog) -> Shot {
    let lay = dialog::layout(d, m, w, h);
    let mut shot = Shot::new(name.clone(), (w, h));
    assert_eq!(lay.body.pages(), 1, "{name}: the body is paged");
    shot.lines("dialog", &dialog::placed_lines(m, &lay, w, h), lay.panel);
    for r in &lay.buttons {
        shot.obstacle("dialog button", *r);
    }
    shot
}

fn school_text(lang: Lang, m: SchoolMsg) -> String {
    words::say(lang, &m)
}

#[test]
fn every_dialog_of_the_race_and_the_school_fits_its_box() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    let courses = school::courses();
    for (w, h) in WINDOWS {
        for lang in LANGS {
            let t = |msg: Msg| words::say(lang, &msg);
            let leave = Dialog::new(
                t(Msg::LeaveQuestion),
                t(Msg::LeaveSaved),
                vec![t(Msg::LeaveYes), t(Msg::LeaveNo)],
                Some(1),
            );
            shots.push(dialog_shot(&m, format!("{lang:?} leave"), (w, h), &leave));
            let resume = Dialog::new(
                t(Msg::Title),
                t(Msg::ResumeQuestion(1440, 143)),
                vec![t(Msg::Resume), t(Msg::NewSetup)],
                Some(1),
            );
            shots.push(dialog_shot(&m, format!("{lang:?} resume"), (w, h), &resume));
            let menu = Dialog::new(
                t(Msg::Title),
                String::new(),
                vec![
                    t(Msg::MenuBack),
                    t(Msg::MenuRules),
                    t(Msg::MenuKeys),
                    t(Msg::StepMode(true)),
                    t(Msg::ShowMoves(false)),
                    t(Msg::MoveMapButton(true)),
                    t(Msg::MenuSpeed(
                        schachschlamassel::ui::race::setup::ComputerSpeed::Instant,
                    )),
                    t(Msg::Fullscreen),
                    t(Msg::MenuSaveAs),
                    t(Msg::MenuReplay),
                    t(Msg::MenuNewGame),
                    t(Msg::MenuToStart),
                    t(Msg::MenuQuit),
                ],
                Some(0),
            );
            shots.push(dialog_shot(&m, format!("{lang:?} menu"), (w, h), &menu));
            for course in &courses {
                for level in &course.levels {
                    let title = schachschlamassel::ui::i18n::level_title(lang, level);
                    let lines = [
                        school_text(lang, SchoolMsg::Shown),
                        school_text(lang, SchoolMsg::DiceUsedUp),
                        school_text(lang, SchoolMsg::WellDone("★★☆".into())),
                    ];
                    for line in lines {
                        let score = school_text(
                            lang,
                            SchoolMsg::Score {
                                count: 12,
                                par: level.par,
                                clicks: false,
                            },
                        );
                        let won = Dialog::new(
                            title.to_string(),
                            format!("{line}\n{score}"),
                            vec![
                                school_text(lang, SchoolMsg::NextLevel),
                                school_text(lang, SchoolMsg::TryAgain),
                                school_text(lang, SchoolMsg::CourseMap),
                            ],
                            Some(2),
                        );
                        let name = format!("{lang:?} won {}", level.id);
                        shots.push(dialog_shot(&m, name, (w, h), &won));
                    }
                }
            }
        }
    }
    assert!(shots.len() > 600, "only {} dialogs", shots.len());
    assert_clean(&shots, "dialogs");
}

#[test]
fn the_race_end_page_fits_with_four_long_names_folded_or_not() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    let names = [
        "Maximiliane",
        "Großpapa Friedrich",
        "Anna-Lena",
        "Konstantin",
    ];
    let board = track::board::Board::classic();
    let mut clear_in_english = 0;
    for (w, h) in WINDOWS {
        let panel = schachschlamassel::ui::paint::layout::Layout::new(w, h, &board).panel;
        for lang in LANGS {
            let t = |msg: Msg| words::say(lang, &msg);
            let figures = names
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    let k = 100 + i as u32;
                    let said = t(Msg::EndFigures(k, k, k, 12));
                    t(Msg::EndLine(i as u8 + 1, n.to_string(), said))
                })
                .collect();
            let page = EndPage {
                title: t(Msg::EndWinner(names[1].into())),
                figures,
                marks: vec![None; 4],
                labels: BUTTONS.iter().map(|b| words::say(lang, b)).collect(),
                show_label: t(Msg::EndShowResult),
                note: t(Msg::SavedAs(
                    "/home/teacher/.local/share/schachschlamassel/saves/game-1764000000.json"
                        .into(),
                )),
                // The panel, whose seats say the placings: never half covered.
                clear: vec![panel],
            };
            for folded in [false, true] {
                let lay = end_page::layout(&page, &m, w, h, folded);
                if !folded {
                    // Clear of the panel, or (where the page cannot be, long names in a
                    // small window) over its whole width: no line of it cut.
                    let p = lay.panel;
                    let across = p.x <= panel.x + 0.5 && p.x + p.w >= panel.x + panel.w - 0.5;
                    assert!(
                        p.overlap(&panel) == 0.0 || across,
                        "{lang:?} {w}x{h}: the race's end page {p:?} cuts the panel {panel:?}"
                    );
                    if lang == Lang::En {
                        clear_in_english += usize::from(p.overlap(&panel) == 0.0);
                    }
                }
                let mut shot = Shot::new(format!("{lang:?} race end {folded}"), (w, h));
                // Every word whole (issue 49), the title's, the figures' and the note's.
                let mut said = vec![page.title.clone(), page.note.clone()];
                said.extend(page.figures.iter().cloned());
                shot.text(
                    "end page",
                    &said.join(" \n "),
                    &end_page::placed_lines(&m, &lay, w, h, folded),
                    lay.panel,
                );
                for r in &lay.buttons {
                    shot.obstacle("end button", *r);
                }
                shots.push(shot);
            }
        }
    }
    assert_clean(&shots, "race end page");
    // In English the page keeps clear of the panel at every size.
    assert_eq!(
        clear_in_english,
        WINDOWS.len(),
        "English end pages over the panel"
    );
}
