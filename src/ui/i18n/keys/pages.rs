//! The ids of the house rules' names (`pages.ftl`), whose `.line` attribute explains
//! each (a rules crate's type: the app names its words).

use ::track::variant::HouseRule;

/// A house rule's id: `house-rule-` and its command-line name.
pub(crate) fn house_rule(rule: HouseRule) -> &'static str {
    match rule {
        HouseRule::SymbolsBringIn => "house-rule-symbols-bring-in",
        HouseRule::HashDrawsCard => "house-rule-hash-draws-card",
        HouseRule::ProtectCovered => "house-rule-protect-covered",
        HouseRule::MayStopEarly => "house-rule-may-stop-early",
        HouseRule::EndAfterFirstWinner => "house-rule-end-after-first-winner",
    }
}
