<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>root_clockwork/alliance_turn</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="46"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="125"/>
        <source>Full Removal: {bot} damages %n items, exhausted ones first.</source>
        <extracomment>node revolt_full_removal (do); seed 001, 7.2.1.1</extracomment>
        <extracomment>node bird_full_removal (do); seed 001, 7.2.1.1</extracomment>
        <translation>
            <numerusform>Full Removal: {bot} damages %n item, exhausted ones first.</numerusform>
            <numerusform>Full Removal: {bot} damages %n items, exhausted ones first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="148"/>
        <source>Organize: remove those %n warriors to the bot&apos;s supply (supply now: {supply}), then Spread Sympathy.</source>
        <extracomment>node organize_do (do); seed 001, 6.6.1</extracomment>
        <translation>
            <numerusform>Organize: remove that %n warrior to the bot&apos;s supply (supply now: {supply}), then Spread Sympathy.</numerusform>
            <numerusform>Organize: remove those %n warriors to the bot&apos;s supply (supply now: {supply}), then Spread Sympathy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="157"/>
        <source>Recruit: place a warrior in each clearing with a base: %n in all. Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 6.6.2</extracomment>
        <translation>
            <numerusform>Recruit: place a warrior in each clearing with a base: %n in all. Supply now: {supply}.</numerusform>
            <numerusform>Recruit: place a warrior in each clearing with a base: %n in all. Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_setup</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="16"/>
        <source>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. Supply now: {supply}.</source>
        <extracomment>node roost_keep (do); seed 001, 5.3.2</extracomment>
        <translation>
            <numerusform>Place a roost and %n warrior in the corner clearing diagonally opposite the keep token. Supply now: {supply}.</numerusform>
            <numerusform>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="35"/>
        <source>Place a roost and %n warriors in that corner clearing. Supply now: {supply}.</source>
        <extracomment>node roost_corner (do); seed 001, 5.3.2</extracomment>
        <translation>
            <numerusform>Place a roost and %n warrior in that corner clearing. Supply now: {supply}.</numerusform>
            <numerusform>Place a roost and %n warriors in that corner clearing. Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_turn</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="47"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="183"/>
        <source>Recruit: place %n warriors in a {clearing} with a roost. Ties: the one with the most enemy pieces, then the fewest Eyrie warriors, then the lowest priority. Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 5.5.1.I</extracomment>
        <extracomment>variant &apos;nobility&apos;: node recruit (do); seed 001, 5.5.1.I</extracomment>
        <translation>
            <numerusform>Recruit: place %n warrior in a {clearing} with a roost. Ties: the one with the most enemy pieces, then the fewest Eyrie warriors, then the lowest priority. Supply now: {supply}.</numerusform>
            <numerusform>Recruit: place %n warriors in a {clearing} with a roost. Ties: the one with the most enemy pieces, then the fewest Eyrie warriors, then the lowest priority. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="114"/>
        <source>Turmoil. Humiliate: the bot loses %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</source>
        <extracomment>node turmoil (do); seed 001, 5.7.1</extracomment>
        <translation>
            <numerusform>Turmoil. Humiliate: the bot loses %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</numerusform>
            <numerusform>Turmoil. Humiliate: the bot loses %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="131"/>
        <source>Score: the bot scores %n VP, shown on the rightmost empty space of the {track}. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 5.6</extracomment>
        <translation>
            <numerusform>Score: the bot scores %n VP, shown on the rightmost empty space of the {track}. VP now: {vp}.</numerusform>
            <numerusform>Score: the bot scores %n VP, shown on the rightmost empty space of the {track}. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="186"/>
        <source>Turmoil. Nobility: the bot scores %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</source>
        <extracomment>variant &apos;nobility&apos;: node turmoil (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Turmoil. Nobility: the bot scores %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</numerusform>
            <numerusform>Turmoil. Nobility: the bot scores %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="202"/>
        <source>Swoop: place %n warriors in the highest-priority clearing with no Eyrie pieces. Supply now: {supply}.</source>
        <extracomment>variant &apos;swoop&apos;: node swoop (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Swoop: place %n warrior in the highest-priority clearing with no Eyrie pieces. Supply now: {supply}.</numerusform>
            <numerusform>Swoop: place %n warriors in the highest-priority clearing with no Eyrie pieces. Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/full_removal</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="19"/>
        <source>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <extracomment>node damage (do); seed 001, 7.2.1.1</extracomment>
        <translation>
            <numerusform>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n item, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
            <numerusform>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/losses</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="190"/>
        <source>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</source>
        <extracomment>node crackdown_do (do); seed 001, 6.2.4</extracomment>
        <translation>
            <numerusform>Crackdown: the {base} base goes back to the Bases box; %n sympathy token leave the map.</numerusform>
            <numerusform>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="207"/>
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <extracomment>node vb_damage (do); seed 001, 7.2.5</extracomment>
        <translation>
            <numerusform>Taking hits: damage %n item, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
            <numerusform>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_setup</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="21"/>
        <source>Garrison: place a warrior in every clearing except the corner clearing diagonally opposite the keep, and one more in the keep&apos;s clearing: %n warriors. Supply now: {supply}.</source>
        <extracomment>node garrison (do); seed 001, 4.3.3</extracomment>
        <translation>
            <numerusform>Garrison: place a warrior in every clearing except the corner clearing diagonally opposite the keep, and one more in the keep&apos;s clearing: %n warrior. Supply now: {supply}.</numerusform>
            <numerusform>Garrison: place a warrior in every clearing except the corner clearing diagonally opposite the keep, and one more in the keep&apos;s clearing: %n warriors. Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_turn</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="38"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="77"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="93"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="114"/>
        <source>Recruit: take %n warriors from the supply for the {suit} clearings ruled by the bot. {plan} Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 4.5.2</extracomment>
        <extracomment>variant &apos;easy&apos;: node recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Recruit: take %n warrior from the supply for the {suit} clearings ruled by the bot. {plan} Supply now: {supply}.</numerusform>
            <numerusform>Recruit: take %n warriors from the supply for the {suit} clearings ruled by the bot. {plan} Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="96"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="78"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="94"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="115"/>
        <source>Recruit: take %n warriors from the supply for the two lowest-priority clearings ruled by the bot (all of them in its only one). {plan} Supply now: {supply}.</source>
        <extracomment>node esc_recruit (do); seed 001, 4.7.2</extracomment>
        <extracomment>variant &apos;easy&apos;: node esc_recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node esc_recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node esc_recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Recruit: take %n warrior from the supply for the two lowest-priority clearings ruled by the bot (all of them in its only one). {plan} Supply now: {supply}.</numerusform>
            <numerusform>Recruit: take %n warriors from the supply for the two lowest-priority clearings ruled by the bot (all of them in its only one). {plan} Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="135"/>
        <source>Score: the bot scores %n VP, shown on the rightmost empty space of the {track} (on a bird order: the track where that space shows the most). VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 4.6.1</extracomment>
        <translation>
            <numerusform>Score: the bot scores %n VP, shown on the rightmost empty space of the {track} (on a bird order: the track where that space shows the most). VP now: {vp}.</numerusform>
            <numerusform>Score: the bot scores %n VP, shown on the rightmost empty space of the {track} (on a bird order: the track where that space shows the most). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="95"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="116"/>
        <source>Recruit %n more warriors in the highest-priority {suit} clearing ruled by the bot. Supply now: {supply}.</source>
        <extracomment>variant &apos;challenging&apos;: node recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Recruit %n more warrior in the highest-priority {suit} clearing ruled by the bot. Supply now: {supply}.</numerusform>
            <numerusform>Recruit %n more warriors in the highest-priority {suit} clearing ruled by the bot. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="96"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="117"/>
        <source>Recruit %n more warriors in the highest-priority clearing ruled by the bot. Supply now: {supply}.</source>
        <extracomment>variant &apos;challenging&apos;: node esc_recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node esc_recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Recruit %n more warrior in the highest-priority clearing ruled by the bot. Supply now: {supply}.</numerusform>
            <numerusform>Recruit %n more warriors in the highest-priority clearing ruled by the bot. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="177"/>
        <source>Iron Will: the Recruit places twice as many warriors. Take %n more warriors from the supply and place them as the Recruit placed its own. Supply now: {supply}.</source>
        <extracomment>variant &apos;iron_will&apos;: node iron_will (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Iron Will: the Recruit places twice as many warriors. Take %n more warriors from the supply and place them as the Recruit placed its own. Supply now: {supply}.</numerusform>
            <numerusform>Iron Will: the Recruit places twice as many warriors. Take %n more warriors from the supply and place them as the Recruit placed its own. Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/removed_vp</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="19"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="208"/>
        <source>The bot scores %n VP for them. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 1.2</extracomment>
        <extracomment>variant &apos;war_tax&apos;: node score (do); source: none given</extracomment>
        <translation>
            <numerusform>The bot scores %n VP for them. VP now: {vp}.</numerusform>
            <numerusform>The bot scores %n VP for them. VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/spread</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="34"/>
        <source>The bot scores %n VP, shown on the space just uncovered on the {track} (one less under Martial Law, never below zero). VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 6.5.1</extracomment>
        <translation>
            <numerusform>The bot scores %n VP, shown on the space just uncovered on the {track} (one less under Martial Law, never below zero). VP now: {vp}.</numerusform>
            <numerusform>The bot scores %n VP, shown on the space just uncovered on the {track} (one less under Martial Law, never below zero). VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/take_hits</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="170"/>
        <source>Hospitals: place %n warriors in the keep&apos;s clearing. Supply now: {supply}.</source>
        <extracomment>variant &apos;hospitals&apos;: node hospitals (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Hospitals: place %n warrior in the keep&apos;s clearing. Supply now: {supply}.</numerusform>
            <numerusform>Hospitals: place %n warriors in the keep&apos;s clearing. Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_setup</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="34"/>
        <source>Take any %n items marked S and put them face up in the Satchel.</source>
        <extracomment>node items (do); seed 001, 7.3.5</extracomment>
        <translation>
            <numerusform>Take any %n item marked S and put them face up in the Satchel.</numerusform>
            <numerusform>Take any %n items marked S and put them face up in the Satchel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="42"/>
        <source>Take any %n items marked S and put them face up in the Satchel (the Tinker starts with one fewer).</source>
        <extracomment>node items_tinker (do); seed 001, 7.3.5</extracomment>
        <translation>
            <numerusform>Take any %n item marked S and put them face up in the Satchel (the Tinker starts with one fewer).</numerusform>
            <numerusform>Take any %n items marked S and put them face up in the Satchel (the Tinker starts with one fewer).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_turn</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="148"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="87"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="108"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="129"/>
        <source>Evening, Refresh: turn %n exhausted, undamaged items face up (fewer while any item is damaged).</source>
        <extracomment>node evening (do); seed 001, 7.6.1</extracomment>
        <extracomment>variant &apos;easy&apos;: node evening (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node evening (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Evening, Refresh: turn %n exhausted, undamaged item face up (fewer while any item is damaged).</numerusform>
            <numerusform>Evening, Refresh: turn %n exhausted, undamaged items face up (fewer while any item is damaged).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="168"/>
        <source>Repair all %n damaged items.</source>
        <extracomment>node repair_all (do); seed 001, 7.6.2</extracomment>
        <translation>
            <numerusform>Repair the %n damaged item.</numerusform>
            <numerusform>Repair all %n damaged items.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="176"/>
        <source>Repair %n damaged item, an unexhausted one first.</source>
        <extracomment>node repair_one (do); seed 001, 7.6.2</extracomment>
        <translation>
            <numerusform>Repair %n damaged item, an unexhausted one first.</numerusform>
            <numerusform>Repair %n damaged items, unexhausted ones first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="259"/>
        <source>Repair %n damaged items, unexhausted ones first (Berserker repairs one more).</source>
        <extracomment>variant &apos;berserker&apos;: node repair_one (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Repair %n damaged item, unexhausted ones first (Berserker repairs one more).</numerusform>
            <numerusform>Repair %n damaged items, unexhausted ones first (Berserker repairs one more).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_aid</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="16"/>
        <source>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP. The player draws {k} cards; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</source>
        <extracomment>node aid (do); seed 001, 7.5.3</extracomment>
        <translation>
            <numerusform>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP. The player draws {k} cards; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</numerusform>
            <numerusform>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP. The player draws {k} cards; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="265"/>
        <source>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP (Helper: one more). The player draws twice {k} cards; a bot draws none and scores one VP instead. VP now: {vp}.</source>
        <extracomment>variant &apos;helper&apos;: node aid (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP (Helper: one more). The player draws twice {k} cards; a bot draws none and scores one VP instead. VP now: {vp}.</numerusform>
            <numerusform>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP (Helper: one more). The player draws twice {k} cards; a bot draws none and scores one VP instead. VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_battle</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="29"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="43"/>
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <extracomment>node fight (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>Battle: exhaust %n item and battle the enemy with the most VP there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
            <numerusform>Battle: exhaust %n items and battle the enemy with the most VP there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="65"/>
        <source>The bot scores %n VP, one per enemy warrior it removed as attacker. VP now: {vp}.</source>
        <extracomment>node killed_vp (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>The bot scores %n VP, one per enemy warrior it removed as attacker. VP now: {vp}.</numerusform>
            <numerusform>The bot scores %n VP, one per enemy warrior it removed as attacker. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="89"/>
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <extracomment>node damage (do); seed 001, 7.2.5</extracomment>
        <translation>
            <numerusform>Taking hits: damage %n item, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
            <numerusform>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="109"/>
        <source>Battle again: exhaust %n items (all it has left if fewer) and battle the same enemy.</source>
        <extracomment>node fight_again (do); seed 001, 7.5.4 (reconstructed)</extracomment>
        <translation>
            <numerusform>Battle again: exhaust %n item (all it has left if fewer) and battle the same enemy.</numerusform>
            <numerusform>Battle again: exhaust %n items (all it has left if fewer) and battle the same enemy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="256"/>
        <source>Battle (Berserker): exhaust %n item and battle the player with the most pieces there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <extracomment>variant &apos;berserker&apos;: node fight (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Battle (Berserker): exhaust %n item and battle the player with the most pieces there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
            <numerusform>Battle (Berserker): exhaust %n items and battle the player with the most pieces there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="271"/>
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} hit at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <extracomment>variant &apos;marksman&apos;: node fight (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} hit at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
            <numerusform>Battle: exhaust %n items and battle the enemy with the most VP there. Marksman: deal {first} hit at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_explore</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="29"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="43"/>
        <source>Explore: exhaust %n item, take a random item from under the ruins and put it face up in the Satchel. If the ruins are now empty, remove the token. No VP.</source>
        <extracomment>node explore (do); seed 001, 7.5.1</extracomment>
        <translation>
            <numerusform>Explore: exhaust %n item, take a random item from under the ruins and put it face up in the Satchel. If the ruins are now empty, remove the token. No VP.</numerusform>
            <numerusform>Explore: exhaust %n items, take a random item from under the ruins and put it face up in the Satchel. If the ruins are now empty, remove the token. No VP.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_quest</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="29"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="44"/>
        <source>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain} VP. Draw a new quest and put it face up. VP now: {vp}.</source>
        <extracomment>node quest (do); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>Quest: exhaust %n item, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain} VP. Draw a new quest and put it face up. VP now: {vp}.</numerusform>
            <numerusform>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain} VP. Draw a new quest and put it face up. VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_repair</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_repair.yaml" line="11"/>
        <source>Repair: exhaust %n item and repair a damaged item (a face-down one stays face down).</source>
        <extracomment>node repair (do); seed 001, 7.5.5</extracomment>
        <translation>
            <numerusform>Repair: exhaust %n item and repair a damaged item (a face-down one stays face down).</numerusform>
            <numerusform>Repair: exhaust %n items and repair a damaged item (a face-down one stays face down).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_special</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="17"/>
        <source>Thief: exhaust %n item and take a random card from the player in the Vagabot&apos;s clearing with the most VP (tie: the most pieces there).</source>
        <extracomment>node thief_do (do); seed 001, 7.7.1</extracomment>
        <translation>
            <numerusform>Thief: exhaust %n item and take a random card from the player in the Vagabot&apos;s clearing with the most VP (tie: the most pieces there).</numerusform>
            <numerusform>Thief: exhaust %n items and take a random card from the player in the Vagabot&apos;s clearing with the most VP (tie: the most pieces there).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="36"/>
        <source>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain} VP. VP now: {vp}.</source>
        <extracomment>node tinker_do (do); seed 001, 7.7.2</extracomment>
        <translation>
            <numerusform>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain} VP. VP now: {vp}.</numerusform>
            <numerusform>Tinker: exhaust %n items, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain} VP. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="53"/>
        <source>Ranger: exhaust %n item and slip into a random adjacent forest.</source>
        <extracomment>node ranger_do (do); seed 001, 7.7.3</extracomment>
        <translation>
            <numerusform>Ranger: exhaust %n item and slip into a random adjacent forest.</numerusform>
            <numerusform>Ranger: exhaust %n items and slip into a random adjacent forest.</numerusform>
        </translation>
    </message>
</context>
</TS>
