//! The track game's tests, one binary: each module is one area of the rules (`docs/rules.md`).

mod a_roll;
mod a_turn;
mod ai_levels;
mod all_to_start;
mod bad_board_files;
mod board_data;
mod brute_force_reference;
mod card_effects;
mod common;
mod covered_pieces;
mod fair_play;
mod finishing;
mod knobs;
mod one_move;
mod piece_reasons;
mod rule_sets;
mod seeded_logs;
mod the_deck;
mod thousand_logs;
mod tries;
mod turn_tries_and_start_fields;
mod variants_and_house_rules;
mod walk_rules;
mod whole_games;
mod why_not_property;
