<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>eupop</name>
    <message numerus="yes">
        <location filename="../rules/eupop/actions.py" line="452"/>
        <source>{available} Available, %n Tax Value sieged</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>{available} Available, %n Tax Value sieged</numerusform>
            <numerusform>{available} Available, %n Tax Value sieged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/actions.py" line="670"/>
        <source>%n Units standing</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>%n Unit standing</numerusform>
            <numerusform>%n Units standing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/actions.py" line="681"/>
        <source>The Army loses %n Units</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>The Army loses %n Unit</numerusform>
            <numerusform>The Army loses %n Units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/choices.py" line="24"/>
        <source>%n tied</source>
        <extracomment>message of choices.py</extracomment>
        <translation>
            <numerusform>%n tied</numerusform>
            <numerusform>%n tied</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/realm.py" line="317"/>
        <source>Roll again among %n child nodes.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>
            <numerusform>Roll again among %n child node.</numerusform>
            <numerusform>Roll again among %n child nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="137"/>
        <source>%n Units in the Manpower Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>%n Unit in the Manpower Reserve</numerusform>
            <numerusform>%n Units in the Manpower Reserve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="168"/>
        <source>%n Units go back to the Supply</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>%n Unit goes back to the Supply</numerusform>
            <numerusform>%n Units go back to the Supply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="169"/>
        <source>%n Units are added to the Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>%n Unit is added to the Reserve</numerusform>
            <numerusform>%n Units are added to the Reserve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="288"/>
        <location filename="../rules/eupop/state.py" line="295"/>
        <source>%n Bot Power Available</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>%n Bot Power Available</numerusform>
            <numerusform>%n Bot Power Available</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="309"/>
        <source>%n Ideas of this type</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>%n Idea of this type</numerusform>
            <numerusform>%n Ideas of this type</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="316"/>
        <source>%n cards in the draw pile</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>%n card in the draw pile</numerusform>
            <numerusform>%n cards in the draw pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="382"/>
        <location filename="../rules/eupop/state.py" line="383"/>
        <source>%n Units</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>%n Unit</numerusform>
            <numerusform>%n Units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/battle_bonus</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="21"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node gain (do); seed 002, Land Battles; Naval Battles</extracomment>
        <translation>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/cleanup</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="84"/>
        <source>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds %n cards.</source>
        <extracomment>node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation>
            <numerusform>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds %n card.</numerusform>
            <numerusform>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/convert</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/convert.yaml" line="19"/>
        <source>Convert the Area. Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</source>
        <extracomment>node convert (do); seed 002, Choice Processes; Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>Convert the Area. Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n die.</numerusform>
            <numerusform>Convert the Area. Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/defend</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="17"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="148"/>
        <source>Does the Bot have %n or more Bot Power left?</source>
        <extracomment>node power2 (check); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <extracomment>node power_siege (check); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Does the Bot have %n or more Bot Power left?</numerusform>
            <numerusform>Does the Bot have %n or more Bot Power left?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="35"/>
        <source>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</numerusform>
            <numerusform>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="159"/>
        <source>The Bot gains %n Bot Power. Then do what the rest of this box in your booklet says.</source>
        <extracomment>node gain_one (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>The Bot gains %n Bot Power. Then do what the rest of this box in your booklet says.</numerusform>
            <numerusform>The Bot gains %n Bot Power. Then do what the rest of this box in your booklet says.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="210"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="238"/>
        <source>If the Army has fewer than %n Units, bring it up to %n. Units in the Army now: {total}.</source>
        <extracomment>node min3_occupied (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <extracomment>node min3_enemy (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>If the Army has fewer than %n Unit, bring it up to %n. Units in the Army now: {total}.</numerusform>
            <numerusform>If the Army has fewer than %n Units, bring it up to %n. Units in the Army now: {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="227"/>
        <source>Does the Bot have %n or more Bot Power?</source>
        <extracomment>node power_enemy (check); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Does the Bot have %n or more Bot Power?</numerusform>
            <numerusform>Does the Bot have %n or more Bot Power?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/diplomacy</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="61"/>
        <source>Diplomatic Ideas: place %n more Influence there if the Bot has Influence in its Supply (these may exceed {limit} in one Area).</source>
        <extracomment>node extra (do); seed 002, Bots &amp; Ideas; Diplomacy Action, footnote 3</extracomment>
        <translation>
            <numerusform>Diplomatic Ideas: place %n more Influence there if the Bot has Influence in its Supply (these may exceed {limit} in one Area).</numerusform>
            <numerusform>Diplomatic Ideas: place %n more Influence there if the Bot has Influence in its Supply (these may exceed {limit} in one Area).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/dow_on_bot</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="26"/>
        <source>The Bot, an HRE member but not the Emperor, loses %n Bot Power.</source>
        <extracomment>node hre_lose (do); seed 002, Bot HRE Members</extracomment>
        <translation>
            <numerusform>The Bot, an HRE member but not the Emperor, loses %n Bot Power.</numerusform>
            <numerusform>The Bot, an HRE member but not the Emperor, loses %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="95"/>
        <source>The Bot Emperor gains %n Bot Power for Imperial Authority.</source>
        <extracomment>node authority_gain (do); seed 002, Bot Emperor</extracomment>
        <translation>
            <numerusform>The Bot Emperor gains %n Bot Power for Imperial Authority.</numerusform>
            <numerusform>The Bot Emperor gains %n Bot Power for Imperial Authority.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>Flip the Alliance token of each of those NPR Allies. The Bot gains {each} per Ally: %n Bot Power.</source>
        <extracomment>node call_allies (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>Flip the Alliance token of each of those NPR Allies. The Bot gains {each} per Ally: %n Bot Power.</numerusform>
            <numerusform>Flip the Alliance token of each of those NPR Allies. The Bot gains {each} per Ally: %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>%n Bot Power</source>
        <extracomment>part of the text of node call_allies (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>%n Bot Power</numerusform>
            <numerusform>%n Bot Power</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="133"/>
        <source>The Bot is at War. It gains %n Bot Power.</source>
        <extracomment>node at_war (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>The Bot is at War. It gains %n Bot Power.</numerusform>
            <numerusform>The Bot is at War. It gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="140"/>
        <source>Does the Bot have at least %n Bot Power Available?</source>
        <extracomment>node minimum (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Does the Bot have at least %n Bot Power Available?</numerusform>
            <numerusform>Does the Bot have at least %n Bot Power Available?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="150"/>
        <source>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</source>
        <extracomment>node top_up (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</numerusform>
            <numerusform>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="165"/>
        <source>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</numerusform>
            <numerusform>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/end_of_age</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: %n cards; removed this Age: {removed}.</source>
        <extracomment>node reset (do); seed 002, End of Age Routine</extracomment>
        <translation>
            <numerusform>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: %n card; removed this Age: {removed}.</numerusform>
            <numerusform>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: %n cards; removed this Age: {removed}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/event</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="24"/>
        <source>Nothing applies: the Bot gains %n Bot Power.</source>
        <extracomment>node nothing_applies (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Nothing applies: the Bot gains %n Bot Power.</numerusform>
            <numerusform>Nothing applies: the Bot gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <source>Instead of Ducats the Bot gains %n Bot Power: {one} per {per}, rounded up, at most {max}.</source>
        <extracomment>node ducats_gain_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Instead of Ducats the Bot gains %n Bot Power: {one} per {per}, rounded up, at most {max}.</numerusform>
            <numerusform>Instead of Ducats the Bot gains %n Bot Power: {one} per {per}, rounded up, at most {max}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>%n Ducats</source>
        <extracomment>part of the text of node ducats_gain_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <extracomment>part of the text of node ducats_lose_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>%n Ducat</numerusform>
            <numerusform>%n Ducats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per}, rounded up, at most {max}.</source>
        <extracomment>node ducats_lose_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per}, rounded up, at most {max}.</numerusform>
            <numerusform>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per}, rounded up, at most {max}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="85"/>
        <source>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead.</source>
        <extracomment>node stability_lose (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead.</numerusform>
            <numerusform>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="102"/>
        <source>For each step of Stability gained, remove %n of the Bot&apos;s Unrest.</source>
        <extracomment>node stability_unrest (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>
            <numerusform>For each step of Stability gained, remove %n of the Bot&apos;s Unrest.</numerusform>
            <numerusform>For each step of Stability gained, remove %n of the Bot&apos;s Unrest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="121"/>
        <source>The Bot has no Unrest: it gains %n Bot Power ({per} per step).</source>
        <extracomment>node stability_power (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>
            <numerusform>The Bot has no Unrest: it gains %n Bot Power ({per} per step).</numerusform>
            <numerusform>The Bot has no Unrest: it gains %n Bot Power ({per} per step).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="155"/>
        <source>Can the Bot pay %n Bot Power?</source>
        <extracomment>node recruit_power (check); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Can the Bot pay %n Bot Power?</numerusform>
            <numerusform>Can the Bot pay %n Bot Power?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="165"/>
        <source>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</source>
        <extracomment>node recruit (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</numerusform>
            <numerusform>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="174"/>
        <source>Instead of Trading, the Bot gains %n Bot Power.</source>
        <extracomment>node trade (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Instead of Trading, the Bot gains %n Bot Power.</numerusform>
            <numerusform>Instead of Trading, the Bot gains %n Bot Power.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/focus</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/focus.yaml" line="40"/>
        <source>Does this Focus area hold %n or more Bot Power?</source>
        <extracomment>node enough (check); seed 002, Difficulty Level (Bot Power in Focus to score a Milestone)</extracomment>
        <translation>
            <numerusform>Does this Focus area hold %n or more Bot Power?</numerusform>
            <numerusform>Does this Focus area hold %n or more Bot Power?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/income</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="5"/>
        <source>Refresh Bot Power: return the %n Spent Bot Power to the Supply.</source>
        <extracomment>node discard (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Refresh Bot Power: return the %n Spent Bot Power to the Supply.</numerusform>
            <numerusform>Refresh Bot Power: return the %n Spent Bot Power to the Supply.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="13"/>
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}. Out of cubes? Use Token Limitations.</source>
        <extracomment>node gain (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power (Difficulty Level). Available: {available}. Out of cubes? Use Token Limitations.</numerusform>
            <numerusform>Gain %n Bot Power (Difficulty Level). Available: {available}. Out of cubes? Use Token Limitations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?</source>
        <extracomment>node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?</numerusform>
            <numerusform>Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>%n Large Towns</source>
        <extracomment>part of the text of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>%n Large Town</numerusform>
            <numerusform>%n Large Towns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="32"/>
        <location filename="../rules/eupop/charts/income.yaml" line="40"/>
        <source>Gain %n Bot Power for the Bot&apos;s Towns.</source>
        <extracomment>node towns_one (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <extracomment>node towns_two (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power for the Bot&apos;s Towns.</numerusform>
            <numerusform>Gain %n Bot Power for the Bot&apos;s Towns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="56"/>
        <source>Gain %n Bot Power for the +20 Income tile.</source>
        <extracomment>node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power for the +20 Income tile.</numerusform>
            <numerusform>Gain %n Bot Power for the +20 Income tile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="94"/>
        <source>Gain %n Bot Power as Bot Emperor.</source>
        <extracomment>node emperor_gain (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power as Bot Emperor.</numerusform>
            <numerusform>Gain %n Bot Power as Bot Emperor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <source>At +{level} Imperial Authority the Bot Emperor gains %n more. Which does your booklet show: Bot Power, or something else?</source>
        <extracomment>node six_what (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>
            <numerusform>At +{level} Imperial Authority the Bot Emperor gains %n more. Which does your booklet show: Bot Power, or something else?</numerusform>
            <numerusform>At +{level} Imperial Authority the Bot Emperor gains %n more. Which does your booklet show: Bot Power, or something else?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="131"/>
        <source>The Bot Emperor gains %n Bot Power for +{level} Imperial Authority.</source>
        <extracomment>node six_gain (do); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>
            <numerusform>The Bot Emperor gains %n Bot Power for +{level} Imperial Authority.</numerusform>
            <numerusform>The Bot Emperor gains %n Bot Power for +{level} Imperial Authority.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="140"/>
        <source>Give the Bot Emperor %n of what your booklet shows for +{level} Imperial Authority.</source>
        <extracomment>node six_other (do); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>
            <numerusform>Give the Bot Emperor %n of what your booklet shows for +{level} Imperial Authority.</numerusform>
            <numerusform>Give the Bot Emperor %n of what your booklet shows for +{level} Imperial Authority.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="155"/>
        <source>Gain %n Bot Power as Papal Controller.</source>
        <extracomment>node papal_gain (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power as Papal Controller.</numerusform>
            <numerusform>Gain %n Bot Power as Papal Controller.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/land_battle</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="43"/>
        <source>Follow the normal Battle Sequence (main rules, page {page}). Each Battle Round the Bot rolls %n Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</source>
        <extracomment>node dice (do); seed 002, Land Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Follow the normal Battle Sequence (main rules, page {page}). Each Battle Round the Bot rolls %n Infantry Die; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</numerusform>
            <numerusform>Follow the normal Battle Sequence (main rules, page {page}). Each Battle Round the Bot rolls %n Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="53"/>
        <source>How many Casualties did the Bot&apos;s Army take in this Battle? %n Units stand.</source>
        <extracomment>node casualties (number); seed 002, Land Battles vs. Opponents</extracomment>
        <translation>
            <numerusform>How many Casualties did the Bot&apos;s Army take in this Battle? %n Unit stands.</numerusform>
            <numerusform>How many Casualties did the Bot&apos;s Army take in this Battle? %n Units stand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="73"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="116"/>
        <source>Remove %n Units from the Army on the Bot Mat. Standing now: {standing}.</source>
        <extracomment>node remove (do); seed 002, Land Battles vs. Opponents</extracomment>
        <extracomment>node npr_remove (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>
            <numerusform>Remove %n Unit from the Army on the Bot Mat. Standing now: {standing}.</numerusform>
            <numerusform>Remove %n Units from the Army on the Bot Mat. Standing now: {standing}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="97"/>
        <source>How many hits did those dice roll? Each is one Casualty; %n Units stand.</source>
        <extracomment>node npr_hits (number); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>
            <numerusform>How many hits did those dice roll? Each is one Casualty; %n Unit stands.</numerusform>
            <numerusform>How many hits did those dice roll? Each is one Casualty; %n Units stand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/military</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="91"/>
        <source>Does the Bot have %n or more Bot Power Available?</source>
        <extracomment>node can_pay (check); seed 002, Military Action, footnote (Units per recruit) (reconstructed)</extracomment>
        <translation>
            <numerusform>Does the Bot have %n or more Bot Power Available?</numerusform>
            <numerusform>Does the Bot have %n or more Bot Power Available?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="103"/>
        <source>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</numerusform>
            <numerusform>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="157"/>
        <source>Move the Army up to {reach} toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <extracomment>node move (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Move the Army up to {reach} toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</numerusform>
            <numerusform>Move the Army up to {reach} toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="157"/>
        <source>%n Areas</source>
        <extracomment>part of the text of node move (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>%n Area</numerusform>
            <numerusform>%n Areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="174"/>
        <source>Only %n Units cross a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node bridge_cap (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Only %n Unit crosses a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</numerusform>
            <numerusform>Only %n Units cross a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/naval_battle</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="29"/>
        <source>The Main Defender is chosen as in a Land Battle and counts as if %n NPR Ships fought on its side. If their side loses, remove the Bots&apos; Ships.</source>
        <extracomment>node with_pr (do); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>
            <numerusform>The Main Defender is chosen as in a Land Battle and counts as if %n NPR Ship fought on its side. If their side loses, remove the Bots&apos; Ships.</numerusform>
            <numerusform>The Main Defender is chosen as in a Land Battle and counts as if %n NPR Ships fought on its side. If their side loses, remove the Bots&apos; Ships.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="38"/>
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human player has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <extracomment>node dice (do); seed 002, Naval Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Only the Bot rolls. Roll %n Artillery Die plus one per Bot Ship in adjacent Sea Zones; one fewer if the human player has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</numerusform>
            <numerusform>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human player has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="38"/>
        <source>%n Ports</source>
        <extracomment>part of the text of node dice (do); seed 002, Naval Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>%n Port</numerusform>
            <numerusform>%n Ports</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/pass</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="36"/>
        <source>The Bot Passes first and gains %n Bot Power.</source>
        <extracomment>node first (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>The Bot Passes first and gains %n Bot Power.</numerusform>
            <numerusform>The Bot Passes first and gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="43"/>
        <source>The Bot Passes second and gains %n Bot Power.</source>
        <extracomment>node second (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>The Bot Passes second and gains %n Bot Power.</numerusform>
            <numerusform>The Bot Passes second and gains %n Bot Power.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/peace_and_rebels</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="78"/>
        <source>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</source>
        <extracomment>node dissent (do); seed 002, Peace &amp; Rebels Phase: G. Religious Dissent</extracomment>
        <translation>
            <numerusform>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</numerusform>
            <numerusform>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="93"/>
        <source>The Bot gains %n Unrest for being at War.</source>
        <extracomment>node gain_unrest (do); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>
            <numerusform>The Bot gains %n Unrest for being at War.</numerusform>
            <numerusform>The Bot gains %n Unrest for being at War.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="118"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="125"/>
        <source>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</source>
        <extracomment>node remove_two (do); seed 002, Bots &amp; Ideas</extracomment>
        <extracomment>node remove_one (do); seed 002, Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</numerusform>
            <numerusform>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="132"/>
        <source>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most %n dice. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</source>
        <extracomment>node rebel_dice (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most %n die. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</numerusform>
            <numerusform>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most %n dice. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="157"/>
        <source>The Bot loses %n Bot Power for the Rebel Dice, never more per roll.</source>
        <extracomment>node lose_one (do); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice, never more per roll.</numerusform>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice, never more per roll.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/pick_tied</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="26"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="34"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="43"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="53"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Roll among the %n tied ones, taken in alphabetical order.</source>
        <extracomment>node pick2 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>node pick3 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>node pick4 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>node pick5 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>
            <numerusform>Roll among the %n tied ones, taken in alphabetical order.</numerusform>
            <numerusform>Roll among the %n tied ones, taken in alphabetical order.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/replace_bot</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="63"/>
        <source>Place %n Units in the new Bot&apos;s Army area and its Towns on every Province the new Realm Owns now.</source>
        <extracomment>node army (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>
            <numerusform>Place %n Unit in the new Bot&apos;s Army area and its Towns on every Province the new Realm Owns now.</numerusform>
            <numerusform>Place %n Units in the new Bot&apos;s Army area and its Towns on every Province the new Realm Owns now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="85"/>
        <source>Set up the rest as in Bot Setup: the Bot Mat with %n Bot Power, no Army on the map, one Ship per Sea Zone, the Bot Deck of its Realm for Age {age}.</source>
        <extracomment>node rest (do); seed 002, Substitute Bots: Replacing Bot Realms; Bot Setup</extracomment>
        <translation>
            <numerusform>Set up the rest as in Bot Setup: the Bot Mat with %n Bot Power, no Army on the map, one Ship per Sea Zone, the Bot Deck of its Realm for Age {age}.</numerusform>
            <numerusform>Set up the rest as in Bot Setup: the Bot Mat with %n Bot Power, no Army on the map, one Ship per Sea Zone, the Bot Deck of its Realm for Age {age}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/replace_human</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="44"/>
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats {stability_sign} {stability_size} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</source>
        <extracomment>node convert (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>
            <numerusform>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats {stability_sign} {stability_size} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</numerusform>
            <numerusform>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats {stability_sign} {stability_size} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="103"/>
        <source>In each Sea Zone with Ships (the Fleet included), remove all but %n Ships.</source>
        <extracomment>node ships (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>
            <numerusform>In each Sea Zone with Ships (the Fleet included), remove all but %n Ship.</numerusform>
            <numerusform>In each Sea Zone with Ships (the Fleet included), remove all but %n Ships.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/setup</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/setup.yaml" line="8"/>
        <source>Use the Bot Mat (the back of the Player Mat). Put %n Bot Power cubes of the Bot&apos;s colour in Available; keep its Army miniature, Land Units and Ships nearby.</source>
        <extracomment>node mat (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>Use the Bot Mat (the back of the Player Mat). Put %n Bot Power cube of the Bot&apos;s colour in Available; keep its Army miniature, Land Units and Ships nearby.</numerusform>
            <numerusform>Use the Bot Mat (the back of the Player Mat). Put %n Bot Power cubes of the Bot&apos;s colour in Available; keep its Army miniature, Land Units and Ships nearby.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/setup.yaml" line="25"/>
        <source>Place no Bot Army and no Land Units on the map: the deployed Land Units move to the Army area of the Bot Mat. Army: %n Units.</source>
        <extracomment>node army (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>Place no Bot Army and no Land Units on the map: the deployed Land Units move to the Army area of the Bot Mat. Army: %n Unit.</numerusform>
            <numerusform>Place no Bot Army and no Land Units on the map: the deployed Land Units move to the Army area of the Bot Mat. Army: %n Units.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/setup.yaml" line="33"/>
        <source>In each Sea Zone with 1 or more of the Bot&apos;s Ships or its Fleet, place only %n Bot Ship.</source>
        <extracomment>node ships (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>In each Sea Zone with 1 or more of the Bot&apos;s Ships or its Fleet, place only %n Bot Ship.</numerusform>
            <numerusform>In each Sea Zone with 1 or more of the Bot&apos;s Ships or its Fleet, place only %n Bot Ships.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/siege</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/siege.yaml" line="31"/>
        <source>Siege Provinces in the Army&apos;s Area one at a time: each Bot Power Sieges %n Tax Value.</source>
        <extracomment>node begin (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>
            <numerusform>Siege Provinces in the Army&apos;s Area one at a time: each Bot Power Sieges %n Tax Value.</numerusform>
            <numerusform>Siege Provinces in the Army&apos;s Area one at a time: each Bot Power Sieges %n Tax Value.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/token_limits</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/token_limits.yaml" line="33"/>
        <source>Give the Bot a +20 Income tile, Bot side up, and put the %n Small Towns from its Supply on its Town Track. The tile goes back to the Supply if the Bot falls below %n Small Towns.</source>
        <extracomment>node tile (do); seed 002, Token Limitations: Towns</extracomment>
        <translation>
            <numerusform>Give the Bot a +20 Income tile, Bot side up, and put the %n Small Town from its Supply on its Town Track. The tile goes back to the Supply if the Bot falls below %n Small Town.</numerusform>
            <numerusform>Give the Bot a +20 Income tile, Bot side up, and put the %n Small Towns from its Supply on its Town Track. The tile goes back to the Supply if the Bot falls below %n Small Towns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/trade</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="25"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="75"/>
        <source>How many Pirates are in that Trade Node? Each takes %n Bot Power from a Bot&apos;s income there.</source>
        <extracomment>node h_pirates (number); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>node b_pirates (number); seed 000, Naval Action, footnote 2</extracomment>
        <translation>
            <numerusform>How many Pirates are in that Trade Node? Each takes %n Bot Power from a Bot&apos;s income there.</numerusform>
            <numerusform>How many Pirates are in that Trade Node? Each takes %n Bot Power from a Bot&apos;s income there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="34"/>
        <source>Does that player have the Mercantilism Idea and {n} or more from Key Provinces (check your booklet for what is counted)? Then each Bot collects %n Bot Power less.</source>
        <extracomment>node mercantilism (ask); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>Does that player have the Mercantilism Idea and {n} or more from Key Provinces (check your booklet for what is counted)? Then each Bot collects %n Bot Power less.</numerusform>
            <numerusform>Does that player have the Mercantilism Idea and {n} or more from Key Provinces (check your booklet for what is counted)? Then each Bot collects %n Bot Power less.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="55"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="105"/>
        <source>{bot} gains %n Bot Power and moves its Merchant to that Trade Node.</source>
        <extracomment>node gain_all (do); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>node gain_other (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>{bot} gains %n Bot Power and moves its Merchant to that Trade Node.</numerusform>
            <numerusform>{bot} gains %n Bot Power and moves its Merchant to that Trade Node.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="85"/>
        <source>The Bot gains %n Bot Power from Trade and moves its Merchant to that Trade Node.</source>
        <extracomment>node own (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>The Bot gains %n Bot Power from Trade and moves its Merchant to that Trade Node.</numerusform>
            <numerusform>The Bot gains %n Bot Power from Trade and moves its Merchant to that Trade Node.</numerusform>
        </translation>
    </message>
</context>
</TS>
