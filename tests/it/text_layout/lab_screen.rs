//! The rule lab's window (issue 32): the editor's four pages (with the orange die, a
//! house rule's explanation, the cards on and off, a long refusal under them) and the
//! *Try it* page (running, stopped, in the browser) at seven window sizes in every
//! language. Every text at least the small size, none over another or a button, every
//! label inside its button, every button inside the window and apart from the others.

use super::*;
use schachschlamassel::ui::lab::editor::{Control, Editor};
use schachschlamassel::ui::lab::layout::{editor_layout, try_layout, LabButton, Look, TryView};
use schachschlamassel::ui::lab::texts::EditorPage;
use track::dice::Face;
use track::rule_set::Base;

/// The windows and this screen's others.
fn test_windows() -> Vec<(f32, f32)> {
    windows_and(&[(800.0, 1280.0), (600.0, 900.0), (3840.0, 2160.0)])
}

/// One screen: the free texts inside the window, the labels inside their buttons, and
/// the buttons apart from each other and from every free text.
fn shot<C: std::fmt::Debug>(
    name: String,
    (w, h): (f32, f32),
    texts: &[Line],
    buttons: &[LabButton<C>],
) -> (Shot, Vec<String>) {
    let window = Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
    };
    let mut shot = Shot::new(name.clone(), (w, h));
    shot.lines("text", texts, window);
    let mut faults = vec![];
    for (i, b) in buttons.iter().enumerate() {
        shot.lines(&format!("{:?}", b.control), [&b.label], b.rect);
        let r = b.rect;
        if r.x < -0.5 || r.y < -0.5 || r.x + r.w > w + 0.5 || r.y + r.h > h + 0.5 {
            faults.push(format!(
                "{name} {w}x{h}: {:?} {r:?} leaves the window",
                b.control
            ));
        }
        // Every label whole (the name field shows as much of a long name as fits).
        if b.label.text.ends_with('…') && format!("{:?}", b.control) != "Name" {
            faults.push(format!(
                "{name} {w}x{h}: {:?} cut short: {:?}",
                b.control, b.label.text
            ));
        }
        for o in &buttons[i + 1..] {
            if r.overlap(&o.rect) > 0.5 {
                faults.push(format!(
                    "{name} {w}x{h}: {:?} over {:?}",
                    b.control, o.control
                ));
            }
        }
        for t in texts {
            let tr = t.rect;
            let apart = tr.x + tr.w <= r.x + 0.5
                || r.x + r.w <= tr.x + 0.5
                || tr.y + tr.h <= r.y + 0.5
                || r.y + r.h <= tr.y + 0.5;
            if !apart {
                faults.push(format!("{name} {w}x{h}: {:?} over {:?}", b.control, t.text));
            }
        }
    }
    (shot, faults)
}

/// The editor states a family meets.
fn editors() -> Vec<(&'static str, Editor)> {
    let mut out = vec![];
    for page in EditorPage::ALL {
        let mut e = Editor::new("Nur Springer mit sehr langem Namen dazu!".into());
        e.activate(Control::Base(Base::LargeAction));
        e.activate(Control::Page(page));
        if page == EditorPage::Rules {
            e.focus = Control::Rule(track::variant::HouseRule::SymbolsBringIn);
        }
        out.push(("large action", e));
    }
    // The protection toggle in focus: its explanation under the rules.
    let mut e = Editor::new("Geschützt".into());
    e.activate(Control::Base(Base::SmallAction));
    e.activate(Control::Page(EditorPage::Rules));
    e.focus = Control::Protection;
    out.push(("protection explained", e));
    // Which die moves which piece: the six pieces, one in focus, the booklet's words.
    let mut e = Editor::new("Springer orange".into());
    e.activate(Control::Base(Base::Large));
    e.activate(Control::Page(EditorPage::More));
    e.activate(Control::DieOf(track::pieces::Role::Knight));
    out.push(("orange die explained", e));
    // Twelve faces on each die, and a refusal under them.
    let mut e = Editor::new("Zwölf".into());
    e.activate(Control::Base(Base::Large));
    e.activate(Control::Page(EditorPage::Dice));
    for _ in 0..12 {
        e.activate(Control::AddFace(track::rule_set::Die::White));
        e.activate(Control::AddFace(track::rule_set::Die::Orange));
    }
    e.rules.white = vec![Face::Pips(1); 12];
    out.push(("twelve faces, no bring-in", e));
    // The cards switched off; the name empty.
    let mut e = Editor::new(String::new());
    e.activate(Control::Page(EditorPage::Cards));
    out.push(("cards off, no name", e));
    let mut e = Editor::new("Ohne Karten".into());
    e.activate(Control::Base(Base::SmallAction));
    e.activate(Control::Page(EditorPage::Game));
    for r in e.rules.roles.clone() {
        e.activate(Control::Piece(r));
    }
    out.push(("no piece", e));
    out
}

#[test]
fn the_rule_lab_editor_fits_every_window_in_every_language() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    let mut faults = vec![];
    for (w, h) in test_windows() {
        for lang in LANGS {
            for (what, mut e) in editors() {
                // The layout says how many cards fit; the editor pages by it.
                let lay = editor_layout(&m, &e, lang, None, w, h);
                e.cards_per_page = lay.cards_per_page;
                let note = (what == "no piece").then_some("/home/mia/.local/share/schachschlamassel/rule-sets/Nur_Springer_mit_sehr_langem_Namen.json");
                let lay = editor_layout(&m, &e, lang, note, w, h);
                let mut texts = lay.texts.clone();
                texts.extend(lay.status.iter().cloned());
                let name = format!("{lang:?} {what} {:?}", e.page);
                let (s, f) = shot(name, (w, h), &texts, &lay.buttons);
                shots.push(s);
                faults.extend(f);
                assert!(lay.cards_per_page >= 1);
            }
        }
    }
    assert_no_faults(&faults, "of the rule lab");
    assert_clean(&shots, "the rule lab's editor");
}

#[test]
fn every_button_of_the_rule_lab_editor_says_its_whole_label_in_every_language() {
    // The tries' − and + once stood empty in German at 1024×768: their square was too
    // narrow for the sign at the small size, and the sign was cut to nothing.
    use schachschlamassel::ui::lab::layout::label;
    let m = FontMeasure::new();
    let mut cut = vec![];
    for (w, h) in test_windows() {
        for lang in LANGS {
            for (what, e) in editors() {
                let lay = editor_layout(&m, &e, lang, None, w, h);
                // (The name field shows the family's own words, cut with "…" when long.)
                for b in lay.buttons.iter().filter(|b| b.look != Look::Field) {
                    let want = label(&e, lang, b.control);
                    if !want.trim().is_empty() && b.label.text != want {
                        cut.push(format!(
                            "{lang:?} {w}x{h} {what} {:?}: {:?} for {want:?} in {:?}",
                            b.control, b.label.text, b.rect
                        ));
                    }
                }
            }
        }
    }
    cut.dedup();
    assert!(
        cut.is_empty(),
        "{} labels cut, the first:\n{}",
        cut.len(),
        cut[..cut.len().min(12)].join("\n")
    );
}

#[test]
fn no_two_switches_of_a_rule_lab_page_share_a_label_in_any_language() {
    // The house rule "covered pieces are safe" and the protection toggle once both read
    // "Covered pieces are safe": two boxes, one label, and no way to tell them apart.
    use schachschlamassel::ui::lab::layout::Look;
    let m = FontMeasure::new();
    let mut same = vec![];
    for lang in LANGS {
        for (what, e) in editors() {
            let lay = editor_layout(&m, &e, lang, None, 1280.0, 720.0);
            let switches: Vec<&LabButton<Control>> = lay
                .buttons
                .iter()
                .filter(|b| matches!(b.look, Look::Toggle(_) | Look::Choice(_)))
                .collect();
            for (i, a) in switches.iter().enumerate() {
                for b in &switches[i + 1..] {
                    if a.label.text == b.label.text {
                        same.push(format!(
                            "{lang:?} {what}: {:?} and {:?} both read {:?}",
                            a.control, b.control, a.label.text
                        ));
                    }
                }
            }
        }
    }
    assert!(same.is_empty(), "{}", same.join("\n"));
}

#[test]
fn every_card_of_the_deck_is_reached_on_the_cards_pages() {
    let m = FontMeasure::new();
    for (w, h) in test_windows() {
        let mut e = Editor::new("Karten".into());
        e.activate(Control::Base(Base::SmallAction));
        e.activate(Control::Page(EditorPage::Cards));
        e.cards_per_page = editor_layout(&m, &e, Lang::De, None, w, h).cards_per_page;
        let mut seen = vec![];
        for page in 0..e.card_pages() {
            e.card_page = page;
            let lay = editor_layout(&m, &e, Lang::De, None, w, h);
            for b in &lay.buttons {
                if let Control::Count(i, _) = b.control {
                    if !seen.contains(&i) {
                        seen.push(i);
                    }
                }
            }
        }
        assert_eq!(seen.len(), e.deck().cards.len(), "{w}x{h}");
    }
}

#[test]
fn a_refusal_stands_under_the_editor_in_words() {
    let m = FontMeasure::new();
    let mut e = Editor::new("Leer".into());
    for r in e.rules.roles.clone() {
        e.activate(Control::Piece(r));
    }
    let lay = editor_layout(&m, &e, Lang::En, Some("Saved"), 1024.0, 768.0);
    assert!(lay.refused);
    let said: String = lay.status.iter().map(|l| l.text.clone()).collect();
    assert!(said.contains("No piece"), "{said}");
}

#[test]
fn the_try_it_page_fits_every_window_in_every_language() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    let mut faults = vec![];
    // (finished, stopped, browser, the pictures' pages)
    let views = [
        (false, false, false, 1),
        (true, true, false, 1),
        (true, false, true, 1),
        (false, false, true, 1),
        (true, false, false, 4),
    ];
    for (w, h) in test_windows() {
        for lang in LANGS {
            for (finished, stopped, browser, pages) in views {
                let v = TryView {
                    name: "Nur Springer mit sehr langem Namen dazu!".into(),
                    each: if browser { 210 } else { 1050 },
                    browser,
                    done: 1412,
                    finished,
                    stopped,
                    tenths: 123,
                    seed: 987_654_321,
                    fair: lab::Fairness::Fair,
                    page: 1,
                    pages,
                };
                let lay = try_layout(&m, lang, &v, w, h);
                let name = format!("{lang:?} try {finished} {stopped} {browser} {pages}");
                // Pages the family turns: the marker on the button to the next one.
                let marker = lay.buttons.iter().any(|b| b.label.text.starts_with("2/4"));
                assert_eq!(marker, finished && pages > 1, "{name} {w}x{h}");
                let (s, f) = shot(name.clone(), (w, h), &lay.texts, &lay.buttons);
                shots.push(s);
                faults.extend(f);
                let p = lay.pictures;
                assert!(p.h >= h * 0.35, "{name} {w}x{h}: the pictures get {p:?}");
                // Every text above the pictures, or in the row of buttons under them.
                for l in &lay.texts {
                    let r = l.rect;
                    assert!(
                        r.y + r.h <= p.y + 0.5 || r.y >= p.y + p.h - 0.5,
                        "{name} {w}x{h}: {:?} over the pictures {p:?}",
                        l.text
                    );
                }
                assert!(lay.buttons.iter().all(|b| b.rect.y >= p.y + p.h), "{name}");
            }
        }
    }
    assert_no_faults(&faults, "of the rule lab");
    assert_clean(&shots, "the rule lab's Try it page");
}
