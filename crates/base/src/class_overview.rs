//! The class overview (issue 30): every learner with their stars per course, for a
//! teacher. The piece school's class page (`ui/school/course_screen/class_page.rs`) shows it, and the
//! `progress` subcommand prints it as a table or, with `--csv`, as CSV. Window-free and
//! file-free: it is made from the learners' stars ([`Progress`]) and the courses.

use crate::said::chess_course_title;
use crate::said::{course_title, learner_name, SchoolMsg};
use school::progress::Progress;
use school::Course;
use words::Lang;

/// The most stars one level gives.
pub const LEVEL_STARS: u32 = 3;

/// A course as a column of the overview.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseColumn {
    /// The course's id (`rook`).
    pub id: String,
    /// Its title in the language (`The rook`).
    pub title: String,
    /// Its short name for a column's head (`Rook`).
    pub short: String,
    /// The most stars it gives: three a level.
    pub most: u32,
    /// Whether it is a course of the chess school (the class page keeps each school's
    /// courses on pages of their own where not all fit side by side).
    pub chess: bool,
}

/// A learner as a row of the overview.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LearnerRow {
    /// The name, as the stars file has it (the guest's is empty).
    pub name: String,
    /// The name as the reader sees it: the guest's in the language.
    pub shown: String,
    /// The stars of each course, in the order of the columns.
    pub stars: Vec<u32>,
    /// The stars of every course together.
    pub total: u32,
}

/// Every learner's stars per course: learners as rows (in alphabetical order, whatever
/// the case and the umlauts), courses as columns (in the course map's order).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassOverview {
    /// The courses.
    pub courses: Vec<CourseColumn>,
    /// The learners.
    pub learners: Vec<LearnerRow>,
}

impl ClassOverview {
    /// The overview of `progress` over `courses`, with the courses' names in `lang`.
    /// Stars of levels no course has (any more) are left out; a level counts at most
    /// three stars, whatever a file written by hand says.
    pub fn new(progress: &Progress, courses: &[Course], lang: Lang) -> ClassOverview {
        let columns = courses
            .iter()
            .map(|c| {
                let title = course_title(lang, c);
                CourseColumn {
                    id: c.id.clone(),
                    short: words::say(
                        lang,
                        &SchoolMsg::CourseShort {
                            id: c.id.clone(),
                            title: title.clone(),
                        },
                    ),
                    title,
                    most: LEVEL_STARS * c.levels.len() as u32,
                    chess: false,
                }
            })
            .collect();
        let mut learners: Vec<LearnerRow> = progress
            .learners
            .keys()
            .map(|name| {
                let stars: Vec<u32> = courses
                    .iter()
                    .map(|c| {
                        c.levels
                            .iter()
                            .map(|l| u32::from(progress.stars(name, &l.id)).min(LEVEL_STARS))
                            .sum()
                    })
                    .collect();
                LearnerRow {
                    name: name.clone(),
                    shown: learner_name(lang, name),
                    total: stars.iter().sum(),
                    stars,
                }
            })
            .collect();
        crate::order::sort_by(&mut learners, |a, b| {
            sort_key(&a.shown)
                .cmp(&sort_key(&b.shown))
                .then_with(|| a.name.cmp(&b.name))
        });
        ClassOverview {
            courses: columns,
            learners,
        }
    }

    /// The overview with the chess school's courses as further columns (their levels'
    /// stars are kept as `chess-<level id>`, see `ui::chess_lesson`).
    pub fn with_chess(
        mut self,
        progress: &Progress,
        chess: &[chess_school::ChessCourse],
        lang: Lang,
    ) -> ClassOverview {
        for c in chess {
            let title = chess_course_title(lang, &c.id);
            let id = format!("chess-{}", c.id);
            self.courses.push(CourseColumn {
                short: words::say(
                    lang,
                    &SchoolMsg::CourseShort {
                        id: id.clone(),
                        title: title.clone(),
                    },
                ),
                id,
                title,
                most: LEVEL_STARS * c.levels.len() as u32,
                chess: true,
            });
            for l in &mut self.learners {
                let got: u32 = c
                    .levels
                    .iter()
                    .map(|lv| {
                        u32::from(progress.stars(&l.name, &format!("chess-{}", lv.id)))
                            .min(LEVEL_STARS)
                    })
                    .sum();
                l.stars.push(got);
                l.total += got;
            }
        }
        self
    }

    /// The most stars of every course together.
    pub fn most(&self) -> u32 {
        self.courses.iter().map(|c| c.most).sum()
    }

    /// The overview as a table for a terminal: a head line (the courses' short names),
    /// then a line a learner, each course's stars out of its most ("14/21") and the
    /// total. Columns are padded by characters, so umlauts keep them straight.
    pub fn table(&self, lang: Lang) -> String {
        let t = |m: SchoolMsg| words::say(lang, &m);
        let mut head = vec![t(SchoolMsg::ClassName)];
        head.extend(self.courses.iter().map(|c| c.short.clone()));
        head.push(t(SchoolMsg::ClassTotal));
        let mut rows = vec![head];
        for l in &self.learners {
            let mut row = vec![printable(&l.shown)];
            row.extend(
                l.stars
                    .iter()
                    .zip(&self.courses)
                    .map(|(s, c)| format!("{s}/{}", c.most)),
            );
            row.push(format!("{}/{}", l.total, self.most()));
            rows.push(row);
        }
        let columns = rows[0].len();
        let widths: Vec<usize> = (0..columns)
            .map(|i| rows.iter().map(|r| r[i].chars().count()).max().unwrap_or(0))
            .collect();
        let mut out = String::new();
        for row in &rows {
            let cells: Vec<String> = row
                .iter()
                .zip(&widths)
                .enumerate()
                .map(|(i, (cell, w))| {
                    if i == 0 {
                        format!("{cell:<w$}")
                    } else {
                        format!("{cell:>w$}")
                    }
                })
                .collect();
            out.push_str(cells.join("  ").trim_end());
            out.push('\n');
        }
        out
    }

    /// The overview as CSV (RFC 4180: fields separated by commas, lines ended by CRLF,
    /// a field with a comma, a quote or a line break quoted, its quotes doubled): a head
    /// line with the courses' titles, then a line a learner with the stars of each
    /// course and the total.
    pub fn csv(&self, lang: Lang) -> String {
        let t = |m: SchoolMsg| words::say(lang, &m);
        let mut head = vec![csv_field(&t(SchoolMsg::ClassName))];
        head.extend(self.courses.iter().map(|c| csv_field(&c.title)));
        head.push(csv_field(&t(SchoolMsg::ClassTotal)));
        let mut out = head.join(",") + "\r\n";
        for l in &self.learners {
            let mut row = vec![csv_field(&l.shown)];
            row.extend(l.stars.iter().map(u32::to_string));
            row.push(l.total.to_string());
            out.push_str(&row.join(","));
            out.push_str("\r\n");
        }
        out
    }
}

/// One CSV field (RFC 4180): as it is, or in quotes with its quotes doubled if it holds
/// a comma, a quote or a line break.
pub fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// A name as a terminal line may show it: control characters (a file written by hand
/// may hold them) become `?`.
fn printable(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect()
}

/// The key learners are sorted by: lower case, umlauts as their vowels, ß as ss (so
/// that Ömer comes between Oliver and Paul, as in a class list).
fn sort_key(name: &str) -> String {
    name.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'ä' | 'á' | 'à' | 'â' => "a".to_string(),
            'ö' | 'ó' | 'ò' | 'ô' => "o".to_string(),
            'ü' | 'ú' | 'ù' | 'û' => "u".to_string(),
            'é' | 'è' | 'ê' | 'ë' => "e".to_string(),
            'í' | 'ì' | 'î' | 'ï' => "i".to_string(),
            'ç' => "c".to_string(),
            'ñ' => "n".to_string(),
            'ß' => "ss".to_string(),
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_quoted_only_when_they_must_be() {
        assert_eq!(csv_field("Anna"), "Anna");
        assert_eq!(csv_field("Lena Marie"), "Lena Marie");
        assert_eq!(csv_field("Kim, J."), "\"Kim, J.\"");
        assert_eq!(csv_field("Die \"Eule\""), "\"Die \"\"Eule\"\"\"");
    }

    #[test]
    fn umlauts_sort_as_their_vowels_and_case_does_not_count() {
        let mut names = vec!["paul", "Ömer", "Oliver", "anna", "Zoe", "Ben"];
        names.sort_by_key(|n| sort_key(n));
        assert_eq!(names, ["anna", "Ben", "Oliver", "Ömer", "paul", "Zoe"]);
    }
}
