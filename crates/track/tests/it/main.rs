//! The track game's tests, one binary: each module is one area of the rules (`docs/rules.md`).

mod ai_levels;
mod board_data;
mod card_rules;
mod common;
mod fair_play;
mod knobs;
mod movement_rules;
mod piece_reasons;
mod rule_sets;
mod seeded_logs;
mod thousand_logs;
mod tries;
mod turn_rules;
mod walk_rules;
mod whole_games;
mod why_not_property;
