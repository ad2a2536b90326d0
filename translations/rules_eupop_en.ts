<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>eupop</name>
    <message numerus="yes">
        <location filename="../rules/eupop/realm.py" line="319"/>
        <source>Roll again among %n child nodes.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>
            <numerusform>Roll again among %n child node.</numerusform>
            <numerusform>Roll again among %n child nodes.</numerusform>
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
        <location filename="../rules/eupop/charts/defend.yaml" line="34"/>
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <extracomment>node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</numerusform>
            <numerusform>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="34"/>
        <source>%n Units</source>
        <extracomment>part of the text of node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>%n Unit</numerusform>
            <numerusform>%n Units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="117"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node battle_gain (do); seed 002, Defend Action; Land Battles</extracomment>
        <translation>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="158"/>
        <source>The Bot gains %n Bot Power. Then do what the rest of this box in your booklet says.</source>
        <extracomment>node gain_one (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>The Bot gains %n Bot Power. Then do what the rest of this box in your booklet says.</numerusform>
            <numerusform>The Bot gains %n Bot Power. Then do what the rest of this box in your booklet says.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/diplomacy</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="62"/>
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
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="94"/>
        <source>The Bot Emperor gains %n Bot Power for Imperial Authority.</source>
        <extracomment>node authority_gain (do); seed 002, Bot Emperor</extracomment>
        <translation>
            <numerusform>The Bot Emperor gains %n Bot Power for Imperial Authority.</numerusform>
            <numerusform>The Bot Emperor gains %n Bot Power for Imperial Authority.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} Bot Power per Ally: %n Bot Power.</source>
        <extracomment>node call_allies (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} Bot Power per Ally: %n Bot Power.</numerusform>
            <numerusform>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} Bot Power per Ally: %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="131"/>
        <source>The Bot is at War. It gains %n Bot Power.</source>
        <extracomment>node at_war (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>The Bot is at War. It gains %n Bot Power.</numerusform>
            <numerusform>The Bot is at War. It gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="146"/>
        <source>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</source>
        <extracomment>node top_up (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</numerusform>
            <numerusform>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/event</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="26"/>
        <source>Nothing applies: the Bot gains %n Bot Power.</source>
        <extracomment>node nothing_applies (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Nothing applies: the Bot gains %n Bot Power.</numerusform>
            <numerusform>Nothing applies: the Bot gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="60"/>
        <source>Instead of Ducats the Bot gains %n Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <extracomment>node ducats_gain_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Instead of Ducats the Bot gains %n Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</numerusform>
            <numerusform>Instead of Ducats the Bot gains %n Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <extracomment>node ducats_lose_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</numerusform>
            <numerusform>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</numerusform>
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
        <location filename="../rules/eupop/charts/event.yaml" line="120"/>
        <source>The Bot has no Unrest: it gains %n Bot Power ({per} per step).</source>
        <extracomment>node stability_power (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>
            <numerusform>The Bot has no Unrest: it gains %n Bot Power ({per} per step).</numerusform>
            <numerusform>The Bot has no Unrest: it gains %n Bot Power ({per} per step).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="162"/>
        <source>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</source>
        <extracomment>node recruit (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</numerusform>
            <numerusform>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="171"/>
        <source>Instead of Trading, the Bot gains %n Bot Power.</source>
        <extracomment>node trade (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Instead of Trading, the Bot gains %n Bot Power.</numerusform>
            <numerusform>Instead of Trading, the Bot gains %n Bot Power.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/income</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="11"/>
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}. Out of cubes? Use Token Limitations.</source>
        <extracomment>node gain (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power (Difficulty Level). Available: {available}. Out of cubes? Use Token Limitations.</numerusform>
            <numerusform>Gain %n Bot Power (Difficulty Level). Available: {available}. Out of cubes? Use Token Limitations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="29"/>
        <location filename="../rules/eupop/charts/income.yaml" line="37"/>
        <source>Gain %n Bot Power for the Bot&apos;s Towns.</source>
        <extracomment>node towns_one (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <extracomment>node towns_two (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power for the Bot&apos;s Towns.</numerusform>
            <numerusform>Gain %n Bot Power for the Bot&apos;s Towns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="52"/>
        <source>Gain %n Bot Power for the +20 Income tile (check your booklet).</source>
        <extracomment>node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power for the +20 Income tile (check your booklet).</numerusform>
            <numerusform>Gain %n Bot Power for the +20 Income tile (check your booklet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="88"/>
        <source>Gain %n Bot Power as Bot Emperor.</source>
        <extracomment>node emperor_gain (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>
            <numerusform>Gain %n Bot Power as Bot Emperor.</numerusform>
            <numerusform>Gain %n Bot Power as Bot Emperor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="111"/>
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
        <location filename="../rules/eupop/charts/land_battle.yaml" line="61"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="86"/>
        <source>Remove %n Units from the Army on the Bot Mat. Standing now: {standing}.</source>
        <extracomment>node remove (do); seed 002, Land Battles vs. Opponents</extracomment>
        <extracomment>node npr_remove (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>
            <numerusform>Remove %n Unit from the Army on the Bot Mat. Standing now: {standing}.</numerusform>
            <numerusform>Remove %n Units from the Army on the Bot Mat. Standing now: {standing}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/military</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="89"/>
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <extracomment>node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</numerusform>
            <numerusform>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="89"/>
        <source>%n Units</source>
        <extracomment>part of the text of node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>%n Unit</numerusform>
            <numerusform>%n Units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="136"/>
        <source>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <extracomment>node move (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</numerusform>
            <numerusform>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="153"/>
        <source>Only %n Units cross a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node bridge_cap (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Only %n Unit crosses a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</numerusform>
            <numerusform>Only %n Units cross a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="177"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node battle_gain (do); seed 002, Land Battles</extracomment>
        <translation>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
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
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <extracomment>node dice (do); seed 002, Naval Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Only the Bot rolls. Roll %n Artillery Die plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</numerusform>
            <numerusform>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/pass</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="35"/>
        <source>The Bot Passes first and gains %n Bot Power.</source>
        <extracomment>node first (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>The Bot Passes first and gains %n Bot Power.</numerusform>
            <numerusform>The Bot Passes first and gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="42"/>
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
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="77"/>
        <source>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</source>
        <extracomment>node dissent (do); seed 002, Peace &amp; Rebels Phase: G. Religious Dissent</extracomment>
        <translation>
            <numerusform>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</numerusform>
            <numerusform>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="92"/>
        <source>The Bot gains %n Unrest for being at War.</source>
        <extracomment>node gain_unrest (do); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>
            <numerusform>The Bot gains %n Unrest for being at War.</numerusform>
            <numerusform>The Bot gains %n Unrest for being at War.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="117"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="124"/>
        <source>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</source>
        <extracomment>node remove_two (do); seed 002, Bots &amp; Ideas</extracomment>
        <extracomment>node remove_one (do); seed 002, Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</numerusform>
            <numerusform>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="146"/>
        <source>The Bot loses %n Bot Power for the Rebel Dice, never more per roll (check your booklet).</source>
        <extracomment>node lose_one (do); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice, never more per roll (check your booklet).</numerusform>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice, never more per roll (check your booklet).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/replace_human</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="91"/>
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
        <location filename="../rules/eupop/charts/setup.yaml" line="31"/>
        <source>In each Sea Zone with 1 or more of the Bot&apos;s Ships or its Fleet, place only %n Bot Ship.</source>
        <extracomment>node ships (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>In each Sea Zone with 1 or more of the Bot&apos;s Ships or its Fleet, place only %n Bot Ship.</numerusform>
            <numerusform>In each Sea Zone with 1 or more of the Bot&apos;s Ships or its Fleet, place only %n Bot Ships.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/ship_placement</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="29"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node gain (do); seed 002, Naval Battles</extracomment>
        <translation>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/trade</name>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="52"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="100"/>
        <source>{bot} gains %n Bot Power and moves its Merchant to that Trade Node.</source>
        <extracomment>node gain_all (do); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>node gain_other (do); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>
            <numerusform>{bot} gains %n Bot Power and moves its Merchant to that Trade Node.</numerusform>
            <numerusform>{bot} gains %n Bot Power and moves its Merchant to that Trade Node.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="80"/>
        <source>The Bot gains %n Bot Power from Trade and moves its Merchant to that Trade Node.</source>
        <extracomment>node own (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>The Bot gains %n Bot Power from Trade and moves its Merchant to that Trade Node.</numerusform>
            <numerusform>The Bot gains %n Bot Power from Trade and moves its Merchant to that Trade Node.</numerusform>
        </translation>
    </message>
</context>
</TS>
