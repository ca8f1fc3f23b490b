//! The menu over the game: back, rules, the display toggles, save as, replay, new
//! game, to the start screen, quit.

use crate::i18n::Msg;
use crate::table::flow::Leave;
use crate::table::screen::{MenuBox, MenuShown};
use crate::{Room, TableScreen};
use shell::dialog::Dialog;
use shell::layers::Asked;
use shell::{Exit, RulesBook};

/// An entry of the game menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    Back,
    Rules,
    Keys,
    StepMode,
    ShowMoves,
    MoveMap,
    /// How fast the computers play: the next speed on a click.
    ComputerSpeed,
    Fullscreen,
    SaveAs,
    Replay,
    NewGame,
    ToStart,
    Quit,
    /// The piece school: the level again.
    TryAgain,
    /// The piece school: the engine plays the level.
    ShowMe,
    /// The piece school: back to the course map.
    CourseMap,
}

impl<R: Room> TableScreen<R> {
    /// The menu's entries: the panel's toggles are here too, so that a narrow panel
    /// (a 4:3 projector) and a touch screen reach them without keys.
    fn menu_items(&self) -> Vec<MenuItem> {
        let beginner = self.help_of(self.table.state.turn().seat) == base::choices::Help::Beginner
            || R::coached(self);
        let mut items = vec![
            MenuItem::Back,
            MenuItem::Rules,
            MenuItem::Keys,
            MenuItem::StepMode,
            MenuItem::ShowMoves,
        ];
        if beginner {
            items.push(MenuItem::MoveMap);
        }
        items.extend(R::menu_items(self));
        items
    }

    /// The menu's entries by name, for the browser page's tap spots.
    pub fn menu_tap_names(&self) -> Vec<&'static str> {
        self.menu_items()
            .into_iter()
            .map(|i| match i {
                MenuItem::Back => "menu_back",
                MenuItem::Rules => "menu_rules",
                MenuItem::Keys => "menu_keys",
                MenuItem::StepMode => "menu_step_mode",
                MenuItem::ShowMoves => "menu_show_moves",
                MenuItem::MoveMap => "menu_move_map",
                MenuItem::ComputerSpeed => "menu_speed",
                MenuItem::Fullscreen => "menu_fullscreen",
                MenuItem::SaveAs => "menu_save",
                MenuItem::Replay => "menu_review",
                MenuItem::NewGame => "menu_new",
                MenuItem::ToStart => "menu_to_start",
                MenuItem::Quit => "menu_quit",
                MenuItem::TryAgain => "menu_try_again",
                MenuItem::ShowMe => "menu_show_me",
                MenuItem::CourseMap => "menu_course_map",
            })
            .collect()
    }

    fn menu_label(&self, item: MenuItem) -> String {
        match item {
            MenuItem::Back => self.t(Msg::MenuBack),
            MenuItem::Rules => self.t(Msg::MenuRules),
            MenuItem::Keys => self.t(Msg::MenuKeys),
            MenuItem::StepMode => self.t(Msg::StepMode(self.table.interaction.step_mode)),
            MenuItem::ShowMoves => self.t(Msg::ShowMoves(self.table.interaction.show_moves)),
            MenuItem::MoveMap => self.t(Msg::MoveMapButton(self.table.count_map)),
            MenuItem::ComputerSpeed => R::computer_speed(self)
                .map(|speed| self.t(Msg::MenuSpeed(speed)))
                .unwrap_or_default(),
            MenuItem::Fullscreen => self.t(Msg::Fullscreen),
            MenuItem::SaveAs => self.t(Msg::MenuSaveAs),
            MenuItem::Replay => self.t(Msg::MenuReplay),
            MenuItem::NewGame => self.t(Msg::MenuNewGame),
            MenuItem::ToStart => self.t(Msg::MenuToStart),
            MenuItem::Quit => self.t(Msg::MenuQuit),
            MenuItem::TryAgain => self.school_text(crate::i18n::SchoolMsg::TryAgain),
            MenuItem::ShowMe => self.school_text(crate::i18n::SchoolMsg::ShowMeKey),
            MenuItem::CourseMap => self.school_text(crate::i18n::SchoolMsg::CourseMap),
        }
    }

    /// Entry `item` (shown as the `at`th) of the menu chosen: the menu is shut; it
    /// opens again on that entry after a toggle, the rules or the keys (under them).
    pub fn menu_chosen(&mut self, item: MenuItem, at: usize) {
        let again = MenuShown::Ask(at);
        match item {
            MenuItem::Back => {}
            MenuItem::Rules => {
                self.menu = again;
                self.exit = Exit::Rules(RulesBook::Race);
            }
            MenuItem::Keys => {
                self.menu = again;
                self.exit = Exit::Keys(RulesBook::Race);
            }
            MenuItem::StepMode => {
                self.menu = again;
                self.table.interaction.toggle_step_mode();
                self.remember_step_mode();
            }
            MenuItem::ShowMoves => {
                self.menu = again;
                self.table.interaction.show_moves = !self.table.interaction.show_moves
            }
            MenuItem::MoveMap => {
                self.menu = again;
                self.table.count_map = !self.table.count_map
            }
            MenuItem::Fullscreen => {
                self.menu = again;
                self.exit = Exit::Fullscreen;
            }
            MenuItem::NewGame => self.leave(Leave::ToSetup),
            MenuItem::ToStart => self.leave(Leave::ToStart),
            MenuItem::Quit => self.leave(Leave::Quit),
            item => {
                // The room's entry: the menu stays unless the room shuts it.
                self.menu = again;
                R::menu_chosen(self, item);
            }
        }
    }

    /// The menu as a box on the shell's layers, its focus on entry `focus`, its
    /// entries named for the browser page.
    pub fn menu_box(&self, focus: usize) -> Asked {
        let items = self.menu_items();
        let focus = focus.min(items.len() - 1);
        Asked::new(self.menu_dialog(), MenuBox(items))
            .focus(focus)
            .named(self.menu_tap_names())
    }

    /// The menu as a dialog: Esc or a click beside it goes back to the game.
    pub fn menu_dialog(&self) -> Dialog {
        let labels: Vec<String> = self
            .menu_items()
            .into_iter()
            .map(|i| shell::touch::label(self.menu_label(i)))
            .collect();
        Dialog::new(self.t(Msg::Title), String::new(), labels, Some(0))
    }

    /// "Leave this game?" as a dialog: "No, play on" is the safe choice.
    pub fn leave_dialog(&self) -> Dialog {
        Dialog::new(
            self.t(Msg::LeaveQuestion),
            self.t(Msg::LeaveSaved),
            vec![self.t(Msg::LeaveYes), self.t(Msg::LeaveNo)],
            Some(1),
        )
    }
}
