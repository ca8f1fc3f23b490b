//! The end of a chess game: the end box (result, why, Another game, Save as PGN, Back),
//! folded away to show the final position and the panel, and what each key and click
//! does there.

use super::*;

impl ChessScreen {
    /// The end box: the result, why, and its buttons (see [`END_BUTTONS`]); `None`
    /// while the game runs.
    pub(super) fn end_box(&self, lang: Lang) -> Option<(String, Vec<String>, Vec<String>)> {
        let o = self.game.outcome()?;
        let t = |m: &ChessMsg| chess_text(lang, m);
        // One line each: the overlay wraps them to its width.
        let mut lines = vec![t(&ChessMsg::EndWhy(o))];
        if let Some(saved) = &self.end_saved {
            lines.push(t(saved));
        }
        lines.push(t(&ChessMsg::FoldHint));
        let labels = END_BUTTONS
            .iter()
            .map(|a| {
                t(&match a {
                    EndAction::Again => ChessMsg::Again,
                    EndAction::SavePgn => ChessMsg::SavePgn,
                    _ => ChessMsg::Back,
                })
            })
            .collect();
        Some((t(&ChessMsg::EndTitle(o)), lines, labels))
    }

    pub(super) fn update_end(&mut self, dt: f32, lang: Lang) -> ChessExit {
        self.end_shown += dt;
        if self.end_shown < END_PAUSE {
            return ChessExit::Stay;
        }
        if self.demo && !self.end_folded && self.end_shown > END_PAUSE + DEMO_NEXT / self.speed {
            self.seed = self.seed.wrapping_add(1);
            self.begin(ChessGame::new());
            return ChessExit::Stay;
        }
        let Some(input) = self.end_input(lang) else {
            return ChessExit::Stay;
        };
        match end_action(self.end_folded, input) {
            EndAction::Fold => self.end_folded = true,
            EndAction::Unfold => self.end_folded = false,
            EndAction::Again => {
                self.seed = self.seed.wrapping_add(1);
                self.begin(ChessGame::new());
            }
            EndAction::SavePgn => self.save_pgn(lang),
            EndAction::Back => self.open_setup(),
            EndAction::Panel(b) => self.panel_pressed(b, lang),
            EndAction::Nothing => {}
        }
        ChessExit::Stay
    }

    /// This frame's key or click at the end of a game, if any.
    fn end_input(&mut self, lang: Lang) -> Option<EndInput> {
        if is_key_pressed(KeyCode::Space) {
            return Some(EndInput::Space);
        }
        if is_key_pressed(KeyCode::Escape) {
            return Some(EndInput::Escape);
        }
        if self.end_folded {
            if is_key_pressed(KeyCode::Enter) || is_key_pressed(KeyCode::KpEnter) {
                return Some(EndInput::Enter);
            }
            if !is_mouse_button_pressed(MouseButton::Left) {
                return None;
            }
            let (mx, my) = mouse_position();
            let layout = self.layout();
            return Some(if panel::show_end_rect(&layout).contains(mx, my) {
                EndInput::ShowButton
            } else if let Some(b) = self.panel_button_at(lang, mx, my) {
                EndInput::Panel(b)
            } else {
                EndInput::Elsewhere
            });
        }
        let (_, lines, labels) = self.end_box(lang)?;
        let mut focus = self.focus.min(labels.len() - 1);
        // Space folds here, so it does not choose (overlay_choice_keys' `space`).
        let chosen = overlay_choice_keys(&mut focus, labels.len(), lines.len(), false);
        self.focus = focus;
        match chosen {
            Some(i) => Some(EndInput::BoxButton(i)),
            None if is_mouse_button_pressed(MouseButton::Left) => Some(EndInput::Elsewhere),
            None => None,
        }
    }
}

/// A key or click at the end of a game, as the window saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EndInput {
    /// Space: the fold key.
    Space,
    /// Esc.
    Escape,
    /// Enter while the box is folded (on the box, Enter chooses its focused button).
    Enter,
    /// One of the end box's buttons, by Enter or a click.
    BoxButton(usize),
    /// A click on the panel's "show the result" button.
    ShowButton,
    /// A click on a live panel button.
    Panel(panel::PanelButton),
    /// A click anywhere else.
    Elsewhere,
}

/// What the end of a game does with an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EndAction {
    /// Fold the end box away: the board and the panel show.
    Fold,
    /// Bring the end box back.
    Unfold,
    /// Another game.
    Again,
    /// Save the game as PGN.
    SavePgn,
    /// Back to the setup box.
    Back,
    /// A panel button (only while the box is folded).
    Panel(panel::PanelButton),
    /// Nothing.
    Nothing,
}

/// The end box's buttons, in order.
pub(super) const END_BUTTONS: [EndAction; 3] =
    [EndAction::Again, EndAction::SavePgn, EndAction::Back];

/// What an input does at the end of a game, with the end box `folded` away or not.
/// Space and Esc fold and unfold; a click beside the box's buttons folds it; while it
/// is folded the panel's buttons work and a click on the board does nothing.
pub(super) fn end_action(folded: bool, input: EndInput) -> EndAction {
    match (folded, input) {
        (false, EndInput::Space | EndInput::Escape) => EndAction::Fold,
        (true, EndInput::Space | EndInput::Escape | EndInput::Enter | EndInput::ShowButton) => {
            EndAction::Unfold
        }
        (false, EndInput::BoxButton(i)) => {
            END_BUTTONS.get(i).copied().unwrap_or(EndAction::Nothing)
        }
        (false, EndInput::Enter) => EndAction::Nothing,
        (false, EndInput::ShowButton | EndInput::Panel(_) | EndInput::Elsewhere) => EndAction::Fold,
        (true, EndInput::Panel(b)) => EndAction::Panel(b),
        (true, EndInput::BoxButton(_) | EndInput::Elsewhere) => EndAction::Nothing,
    }
}

#[cfg(test)]
mod tests {
    use super::panel::PanelButton;
    use super::*;

    #[test]
    fn space_folds_the_end_box_and_brings_it_back() {
        assert_eq!(end_action(false, EndInput::Space), EndAction::Fold);
        assert_eq!(end_action(true, EndInput::Space), EndAction::Unfold);
    }

    #[test]
    fn escape_folds_the_end_box_and_brings_it_back() {
        assert_eq!(end_action(false, EndInput::Escape), EndAction::Fold);
        assert_eq!(end_action(true, EndInput::Escape), EndAction::Unfold);
    }

    #[test]
    fn a_click_beside_the_end_box_buttons_folds_it() {
        assert_eq!(end_action(false, EndInput::Elsewhere), EndAction::Fold);
        assert_eq!(
            end_action(false, EndInput::Panel(PanelButton::SavePgn)),
            EndAction::Fold
        );
    }

    #[test]
    fn the_end_box_buttons_start_again_save_and_go_back() {
        assert_eq!(end_action(false, EndInput::BoxButton(0)), EndAction::Again);
        assert_eq!(
            end_action(false, EndInput::BoxButton(1)),
            EndAction::SavePgn
        );
        assert_eq!(end_action(false, EndInput::BoxButton(2)), EndAction::Back);
        assert_eq!(
            end_action(false, EndInput::BoxButton(3)),
            EndAction::Nothing
        );
    }

    #[test]
    fn panel_buttons_work_while_the_end_box_is_folded() {
        for b in [PanelButton::SavePgn, PanelButton::Menu, PanelButton::Words] {
            assert_eq!(end_action(true, EndInput::Panel(b)), EndAction::Panel(b));
        }
    }

    #[test]
    fn a_click_on_the_board_of_a_finished_game_keeps_it_folded() {
        assert_eq!(end_action(true, EndInput::Elsewhere), EndAction::Nothing);
        assert_eq!(end_action(true, EndInput::BoxButton(0)), EndAction::Nothing);
    }

    #[test]
    fn the_show_button_and_enter_bring_the_end_box_back() {
        assert_eq!(end_action(true, EndInput::ShowButton), EndAction::Unfold);
        assert_eq!(end_action(true, EndInput::Enter), EndAction::Unfold);
    }

    #[test]
    fn the_end_box_and_the_offer_question_have_texts_in_both_languages() {
        for lang in [Lang::De, Lang::En] {
            for m in [
                ChessMsg::ReallyOffer,
                ChessMsg::YesOffer,
                ChessMsg::PlayOn,
                ChessMsg::FoldHint,
                ChessMsg::ShowEnd,
                ChessMsg::NotSaved,
            ] {
                assert!(!chess_text(lang, &m).is_empty());
            }
        }
        assert_ne!(
            chess_text(Lang::De, &ChessMsg::ReallyOffer),
            chess_text(Lang::En, &ChessMsg::ReallyOffer)
        );
    }
}
