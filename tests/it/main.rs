//! The app's tests, one binary: the window's logic without a window, saves, texts and
//! the command line. The rules crates test themselves in `crates/*/tests/it`.

mod board_files;
mod byte_order_mark;
mod chess_as_programs_write;
mod chess_cli;
mod chess_kept;
mod chess_save;
mod chess_uci;
mod chess_why_not;
mod cli_output;
mod data_folder_errors;
mod every_refusal;
mod explain_cli;
mod fit_value_cli;
mod fuzz_inputs;
mod fuzz_more_inputs;
mod games;
mod kill_progress;
mod kill_save;
mod lab_cli;
mod lessons_cli;
mod log_texts;
mod long_values;
mod no_display;
mod own_rules_setup;
mod progress_cli;
mod progress_files;
mod progress_merge_cli;
mod read_aloud;
mod rule_files;
mod save_format;
#[cfg(unix)]
mod speech_audio;
mod text_layout;
mod two_windows;
mod ui_flow;
mod ui_hint;
mod ui_interaction;
mod ui_walk;
mod unfinished_kept;
mod unknown_fields;
mod vendored_crates;
mod web_font;
mod why_not_rules;
mod yalta_moves_input;
mod yalta_words;
