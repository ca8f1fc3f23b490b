//! The German and English texts of the action cards and the piece school's courses and
//! levels, kept in `snapshot_data.json` as the data files said them before they moved to
//! Fluent (`cards.ftl`, `lessons.ftl`): the Fluent files must say the very same. A text
//! changed on purpose is written anew with `I18N_SNAPSHOT=write cargo test --release
//! --lib snapshot` (and the diff read before it is committed).

use super::*;
use std::path::Path;

const FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/src/ui/i18n/snapshot_data.json"
);

/// Every card's, course's and level's text, in both languages: (what, German, English).
fn texts() -> Vec<[String; 3]> {
    let mut out = vec![];
    for card in track::cards::CardSet::default_deck().cards {
        out.push([
            format!("card {}", card.id),
            card_text(Lang::De, &card),
            card_text(Lang::En, &card),
        ]);
    }
    for course in school::courses() {
        out.push([
            format!("course {}", course.id),
            course_title(Lang::De, &course),
            course_title(Lang::En, &course),
        ]);
        for level in &course.levels {
            out.push([
                format!("level {}", level.id),
                level_title(Lang::De, level),
                level_title(Lang::En, level),
            ]);
            out.push([
                format!("level {} goal", level.id),
                level_goal(Lang::De, level),
                level_goal(Lang::En, level),
            ]);
        }
    }
    out
}

#[test]
fn the_cards_and_lessons_say_what_their_data_files_said() {
    let now = texts();
    if std::env::var("I18N_SNAPSHOT").as_deref() == Ok("write") {
        let lines: Vec<String> = now
            .iter()
            .map(|t| serde_json::to_string(t).expect("strings serialise"))
            .collect();
        let text = format!("[\n{}\n]\n", lines.join(",\n"));
        crate::platform::write_atomic(Path::new(FILE), text.as_bytes()).expect("writable");
        return;
    }
    let kept: Vec<[String; 3]> =
        serde_json::from_str(&crate::platform::read_text(Path::new(FILE)).expect("the file"))
            .expect("snapshot_data.json is a list of [what, de, en]");
    let mut wrong = vec![];
    for (k, n) in kept.iter().zip(&now) {
        if k != n {
            wrong.push(format!(
                "{}:\n  de was {:?}\n     is {:?}\n  en was {:?}\n     is {:?}",
                k[0], k[1], n[1], k[2], n[2]
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} texts changed:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert_eq!(kept.len(), now.len(), "as many texts as the snapshot");
}
