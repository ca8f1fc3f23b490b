//! The rule lab's boxes, each the shell's one dialog on its layers (`shell/layers.rs`):
//! leaving rules not saved, and which saved set to open. The lab asks for them
//! (`take_layers`) and is answered with what the box was about ([`LabBox`]).

use crate::*;

/// What a box over the editor is about (it comes back with the button chosen).
pub(crate) enum LabBox {
    /// Leave with unsaved changes?
    Leave,
    /// The saved rule sets to open.
    Open(Vec<RuleSet>),
}

/// A box's buttons as the browser page names them, in order (the open box's saved sets
/// and its Back at most).
pub const BOX_SPOTS: [&str; MAX_LISTED + 1] = [
    "lab_box_0",
    "lab_box_1",
    "lab_box_2",
    "lab_box_3",
    "lab_box_4",
    "lab_box_5",
    "lab_box_6",
    "lab_box_7",
    "lab_box_8",
    "lab_box_9",
    "lab_box_10",
];

impl LabScreen {
    /// Box `b` as the shell's dialog.
    pub(crate) fn dialog(&self, b: &LabBox, lang: Lang) -> Dialog {
        let t = |m: LabScreenMsg| ::words::say(lang, &m);
        match b {
            LabBox::Leave => Dialog::new(
                t(LabScreenMsg::LeaveTitle),
                t(LabScreenMsg::LeaveBody(self.editor.rules.name.clone())),
                vec![t(LabScreenMsg::Leave), t(LabScreenMsg::Stay)],
                Some(1),
            ),
            LabBox::Open(list) => {
                let mut buttons: Vec<String> = list.iter().map(|r| r.name.clone()).collect();
                buttons.push(t(LabScreenMsg::Back));
                let safe = Some(buttons.len() - 1);
                Dialog::new(t(LabScreenMsg::OpenTitle), String::new(), buttons, safe)
            }
        }
    }

    /// Button `chosen` of box `b` (the box is gone).
    pub(crate) fn box_chosen(&mut self, b: LabBox, chosen: usize, lang: Lang) -> Exit {
        match b {
            LabBox::Leave if chosen == 0 => return Exit::ToStart,
            LabBox::Leave => {}
            LabBox::Open(list) => {
                if let Some(rules) = list.into_iter().nth(chosen) {
                    self.tell(::words::say(
                        lang,
                        &LabScreenMsg::Opened(rules.name.clone()),
                    ));
                    self.editor.open(rules);
                }
            }
        }
        Exit::Stay
    }
}
