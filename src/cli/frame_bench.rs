//! The `frame-bench` subcommand (issue 33): every screen of the window at two sizes,
//! its frame times and what it costs while still, as one table.
//!
//! Each screen is a run of this program with `--bench-frames` and `--bench-idle` (the
//! measuring is `ui/paint/frame_bench.rs`), opened straight on the screen by the options a
//! person would use, with a fresh data folder so that no saved game or settings change
//! what is drawn. It needs a display: under `xvfb-run` (Mesa's llvmpipe) it measures a
//! school PC without a graphics card.

use clap::Args;
use schachschlamassel::cli_error::CliError;
use schachschlamassel::platform;
use schachschlamassel::ui::FrameReport;
use std::process::Command;

/// The options of `frame-bench`.
#[derive(Args, Debug, Clone)]
pub struct FrameBenchOpts {
    /// Window sizes, e.g. 1024x768,1920x1080.
    #[arg(long, value_delimiter = ',', default_value = "1024x768,1920x1080",
          value_parser = super::parse_size)]
    pub sizes: Vec<(u32, u32)>,
    /// Frames timed per screen.
    #[arg(long, default_value_t = 300, value_parser = clap::value_parser!(u32).range(10..=100_000))]
    pub frames: u32,
    /// Seconds without input after the frames, for the idle CPU (0: not measured).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u16).range(0..=60))]
    pub idle: u16,
    /// Only these screens (default: all): start, setup, game, demo, card, school,
    /// chess, yalta, end, lab.
    #[arg(long, value_delimiter = ',', value_parser = SCREENS.map(|(n, _)| n))]
    pub screens: Vec<String>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// Every screen: its name and the options that open it.
pub const SCREENS: [(&str, &[&str]); 10] = [
    ("start", &[]),
    ("setup", &["--game", "race"]),
    // A family's large action game at its first roll: pieces, dice, the card pile.
    (
        "game",
        &["--players", "4", "--variant", "large-action", "--seed", "3"],
    ),
    // Computers playing it: pieces moving, dice rolling, cards drawn.
    (
        "demo",
        &["--demo", "--variant", "large-action", "--seed", "3"],
    ),
    // From the first drawn card on (the demo of the small action game).
    (
        "card",
        &[
            "--demo",
            "--variant",
            "small-action",
            "--seed",
            "4",
            "--speed",
            "20",
            "--screenshot-on",
            "card",
        ],
    ),
    ("school", &["--lesson", "2.3"]),
    (
        "chess",
        &["--game", "chess", "--chess-players", "person,normal"],
    ),
    ("yalta", &["--game", "yalta"]),
    (
        "end",
        &[
            "--demo",
            "--players",
            "2",
            "--rule",
            "end-after-first-winner",
            "--seed",
            "4",
            "--speed",
            "60",
            "--screenshot-on",
            "end",
        ],
    ),
    ("lab", &["--game", "lab"]),
];

/// One screen at one size.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Row {
    /// The screen's name.
    pub screen: String,
    /// `W`x`H`.
    pub size: String,
    /// Median frame, ms.
    pub median_ms: f64,
    /// 95th percentile, ms.
    pub p95_ms: f64,
    /// Idle CPU, percent of one core.
    pub idle_cpu_percent: Option<f64>,
}

/// Runs every screen at every size and prints the table (or JSON).
///
/// # Errors
/// [`CliError::NoDisplay`] without a display; [`CliError::CannotRead`] when a run
/// cannot be started or says nothing.
pub fn run(opts: &FrameBenchOpts) -> Result<(), CliError> {
    platform::check_display().map_err(CliError::NoDisplay)?;
    let exe = std::env::current_exe().map_err(|e| CliError::CannotRead {
        path: "current_exe".into(),
        error: platform::ReadError::System(e.to_string()),
    })?;
    let data = std::env::temp_dir().join(format!("ssl-frame-bench-{}", std::process::id()));
    let mut rows = vec![];
    for (name, args) in SCREENS {
        if !opts.screens.is_empty() && !opts.screens.iter().any(|s| s == name) {
            continue;
        }
        for &(w, h) in &opts.sizes {
            let dir = data.join(format!("{name}-{w}x{h}"));
            let out = Command::new(&exe)
                .args(["--lang", "en", "--data-dir"])
                .arg(&dir)
                .args(["--window", &format!("{w}x{h}")])
                .args(["--bench-frames", &opts.frames.to_string()])
                .args(["--bench-idle", &opts.idle.to_string(), "--frames", "100000"])
                .args(args)
                .output()
                .map_err(|e| CliError::CannotRead {
                    path: exe.display().to_string(),
                    error: platform::ReadError::System(e.to_string()),
                })?;
            let text = String::from_utf8_lossy(&out.stdout);
            let report =
                text.lines()
                    .find_map(FrameReport::parse)
                    .ok_or_else(|| CliError::CannotRead {
                        path: format!("{name} {w}x{h}"),
                        error: platform::ReadError::System(
                            String::from_utf8_lossy(&out.stderr).trim().to_string(),
                        ),
                    })?;
            let row = Row {
                screen: name.to_string(),
                size: format!("{w}x{h}"),
                median_ms: report.median,
                p95_ms: report.p95,
                idle_cpu_percent: report.idle_cpu_percent,
            };
            if !opts.json {
                outln!("{}", table_line(&row));
            }
            rows.push(row);
        }
    }
    let _ = platform::remove_dir_all(&data);
    if opts.json {
        let text =
            serde_json::to_string_pretty(&rows).map_err(|e| CliError::Said(e.to_string()))?;
        outln!("{text}");
    }
    Ok(())
}

/// A row of the Markdown table: screen, size, median, p95, idle CPU.
fn table_line(r: &Row) -> String {
    let idle = r
        .idle_cpu_percent
        .map_or_else(|| "–".to_string(), |p| format!("{p:.1} %"));
    format!(
        "| {} | {} | {:.1} | {:.1} | {idle} |",
        r.screen, r.size, r.median_ms, r.p95_ms
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_screen_of_the_frame_bench_is_opened_by_options_the_window_takes() {
        use clap::Parser;
        for (name, args) in SCREENS {
            let mut argv = vec!["schachschlamassel", "--window", "800x600"];
            argv.extend_from_slice(args);
            assert!(
                crate::cli::Cli::try_parse_from(&argv).is_ok(),
                "{name}: {argv:?}"
            );
        }
    }
}
