//! The `progress` subcommand: the piece school's class overview, every learner's stars
//! per course, as a table or as CSV; from `progress.json` in the data folder, or with
//! `--merge` from stars files gathered from many devices (issue 58), a learner on two of
//! them with the best stars of each level. Only reads: no file is ever written, and a
//! file that is no stars file stops the command before anything is printed.

use schachschlamassel::class_overview::ClassOverview;
use schachschlamassel::cli_error::CliError;
use schachschlamassel::platform;
use schachschlamassel::said::SchoolMsg;
use schachschlamassel::save::stars_file;
use school::progress::Progress;
use std::path::{Path, PathBuf};
use words::Lang;

/// Prints the class overview: of the stars files `merge` joined, or else of the data
/// folder's progress file.
///
/// # Errors
/// A file that cannot be read or is no stars file, naming it; nothing is printed then.
pub fn run(
    data_dir: Option<&Path>,
    merge: &[PathBuf],
    lang: Lang,
    csv: bool,
) -> Result<(), CliError> {
    let progress = if merge.is_empty() {
        let dir = platform::data_dir(data_dir);
        schachschlamassel::save::progress::read_only(&dir)
            .map_err(CliError::from)?
            .unwrap_or_default()
    } else {
        merged(merge)?
    };
    print(&progress, lang, csv);
    Ok(())
}

/// The stars of every file joined (the best of each level), or the first file's problem.
fn merged(files: &[PathBuf]) -> Result<Progress, CliError> {
    let mut class = Progress::default();
    for f in files {
        class.merge(&stars_file::read_path(f).map_err(CliError::from)?);
    }
    Ok(class)
}

fn print(progress: &Progress, lang: Lang, csv: bool) {
    let overview = ClassOverview::new(progress, &school::courses(), lang).with_chess(
        progress,
        &chess_school::courses().unwrap_or_default(),
        lang,
    );
    let nobody = overview.learners.is_empty();
    if csv {
        // The head line alone is a class of nobody; the words go to stderr, so that the
        // output stays CSV.
        out!("{}", overview.csv(lang));
        if nobody {
            eprintln!("{}", words::say(lang, &SchoolMsg::ClassNobody));
        }
    } else if nobody {
        outln!("{}", words::say(lang, &SchoolMsg::ClassNobody));
    } else {
        out!("{}", overview.table(lang));
    }
}
