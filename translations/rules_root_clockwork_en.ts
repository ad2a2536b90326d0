<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>root_clockwork</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/alliance.py" line="56"/>
        <source>%n sympathy tokens on the track</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>
            <numerusform>%n sympathy token on the track</numerusform>
            <numerusform>%n sympathy tokens on the track</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/alliance.py" line="63"/>
        <source>%n sympathy tokens on the map</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>
            <numerusform>%n sympathy token on the map</numerusform>
            <numerusform>%n sympathy tokens on the map</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="456"/>
        <source>on the map: %n</source>
        <extracomment>message of common.py</extracomment>
        <translation>
            <numerusform>on the map: %n</numerusform>
            <numerusform>on the map: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="534"/>
        <location filename="../rules/root_clockwork/vagabot.py" line="202"/>
        <source>%n VP</source>
        <extracomment>message of common.py</extracomment>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="640"/>
        <source>%n such bots in the game</source>
        <extracomment>message of common.py</extracomment>
        <translation>
            <numerusform>%n such bot in the game</numerusform>
            <numerusform>%n such bots in the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="624"/>
        <source>{track}: %n VP</source>
        <extracomment>message of common.py</extracomment>
        <translation>
            <numerusform>{track}: %n VP</numerusform>
            <numerusform>{track}: %n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/eyrie.py" line="74"/>
        <source>%n roosts on the track</source>
        <extracomment>message of eyrie.py</extracomment>
        <translation>
            <numerusform>%n roost on the track</numerusform>
            <numerusform>%n roosts on the track</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/eyrie.py" line="37"/>
        <source>{suit} column: %n cards</source>
        <extracomment>message of eyrie.py</extracomment>
        <translation>
            <numerusform>{suit} column: %n card</numerusform>
            <numerusform>{suit} column: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="49"/>
        <source>Place {each} in each of those clearings, and one more in each of the %n highest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Place {each} in each of those clearings, and one more in the highest-priority of them.</numerusform>
            <numerusform>Place {each} in each of those clearings, and one more in each of the %n highest-priority of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="24"/>
        <source>Place {each} in each of those %n clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Place {each} in that clearing.</numerusform>
            <numerusform>Place {each} in each of those %n clearings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="28"/>
        <source>Place one in each of the %n highest-priority of those clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Place one in the highest-priority of those clearings.</numerusform>
            <numerusform>Place one in each of the %n highest-priority of those clearings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="38"/>
        <source>Place one in each of those clearings, and one more in each of the %n highest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Place one in each of those clearings, and one more in the highest-priority of them.</numerusform>
            <numerusform>Place one in each of those clearings, and one more in each of the %n highest-priority of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="43"/>
        <source>Place {each} in each of those clearings, and one more in each of the %n lowest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Place {each} in each of those clearings, and one more in the lowest-priority of them.</numerusform>
            <numerusform>Place {each} in each of those clearings, and one more in each of the %n lowest-priority of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="122"/>
        <source>No building placed; %n buildings on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>No building placed; %n building on the map</numerusform>
            <numerusform>No building placed; %n buildings on the map</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="151"/>
        <source>%n buildings</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="155"/>
        <source>%n building types there: one at random</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>%n building type there: one at random</numerusform>
            <numerusform>%n building types there: one at random</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="23"/>
        <source>Place one in each of those %n clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Place one in that clearing.</numerusform>
            <numerusform>Place one in each of those %n clearings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="27"/>
        <source>Place one in each of the %n lowest-priority of those clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Place one in the lowest-priority of those clearings.</numerusform>
            <numerusform>Place one in each of the %n lowest-priority of those clearings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="33"/>
        <source>Place one in each of those clearings, and one more in each of the %n lowest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Place one in each of those clearings, and one more in the lowest-priority of them.</numerusform>
            <numerusform>Place one in each of those clearings, and one more in each of the %n lowest-priority of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="121"/>
        <source>%n buildings on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>%n building on the map</numerusform>
            <numerusform>%n buildings on the map</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="152"/>
        <source>%n hits left, {buildings} there</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>%n hit left, {buildings} there</numerusform>
            <numerusform>%n hits left, {buildings} there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/picks.py" line="35"/>
        <source>%n to pick from</source>
        <extracomment>message of picks.py</extracomment>
        <translation>
            <numerusform>%n to pick from</numerusform>
            <numerusform>%n to pick from</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/picks.py" line="69"/>
        <source>The roll picks one of %n free clearings, not {face}.</source>
        <extracomment>message of picks.py</extracomment>
        <translation>
            <numerusform>The roll picks one of %n free clearing, not {face}.</numerusform>
            <numerusform>The roll picks one of %n free clearings, not {face}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="122"/>
        <source>%n unexhausted left</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n unexhausted left</numerusform>
            <numerusform>%n unexhausted left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="129"/>
        <source>%n unexhausted items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n unexhausted item</numerusform>
            <numerusform>%n unexhausted items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="136"/>
        <source>%n items on the mat</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n item on the mat</numerusform>
            <numerusform>%n items on the mat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="149"/>
        <source>%n undamaged items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n undamaged item</numerusform>
            <numerusform>%n undamaged items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="157"/>
        <source>%n damaged items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n damaged item</numerusform>
            <numerusform>%n damaged items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="203"/>
        <source>%n cards</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/alliance_setup</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="5"/>
        <source>Make the bot&apos;s supply of %n warriors.</source>
        <extracomment>node warriors (do); seed 001, 6.3.1</extracomment>
        <translation>
            <numerusform>Make the bot&apos;s supply of %n warrior.</numerusform>
            <numerusform>Make the bot&apos;s supply of %n warriors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="12"/>
        <source>Put the %n bases on their spaces in the Bases box.</source>
        <extracomment>node bases (do); seed 001, 6.3.2</extracomment>
        <translation>
            <numerusform>Put the %n base on their spaces in the Bases box.</numerusform>
            <numerusform>Put the %n bases on their spaces in the Bases box.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="19"/>
        <source>Put the %n sympathy tokens on the Sympathy track.</source>
        <extracomment>node sympathy (do); seed 001, 6.3.3</extracomment>
        <translation>
            <numerusform>Put the %n sympathy token on the Sympathy track.</numerusform>
            <numerusform>Put the %n sympathy tokens on the Sympathy track.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/alliance_turn</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="60"/>
        <source>Public Pity: are %n or more sympathy tokens on the map?</source>
        <extracomment>node pity_count (check); seed 001, 6.4.4</extracomment>
        <translation>
            <numerusform>Public Pity: is there at least %n sympathy token on the map?</numerusform>
            <numerusform>Public Pity: are %n or more sympathy tokens on the map?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="137"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="95"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="118"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="141"/>
        <source>Organize: does the bot have %n or more warriors on the map?</source>
        <extracomment>node organize_room (check); seed 001, 6.6.1</extracomment>
        <extracomment>variant &apos;easy&apos;: node organize_room (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node organize_room (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node organize_room (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Organize: does the bot have %n or more warriors on the map?</numerusform>
            <numerusform>Organize: does the bot have %n or more warriors on the map?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="146"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="94"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="117"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="140"/>
        <source>Organize: is there a clearing with a base and at least %n Alliance warriors that has not organized this turn?</source>
        <extracomment>node organize (ask); seed 001, 6.6.1</extracomment>
        <extracomment>variant &apos;easy&apos;: node organize (ask); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node organize (ask); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node organize (ask); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Organize: is there a clearing with a base and at least %n Alliance warrior that has not organized this turn?</numerusform>
            <numerusform>Organize: is there a clearing with a base and at least %n Alliance warriors that has not organized this turn?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="162"/>
        <source>Organize: remove those %n warriors to the bot&apos;s supply (supply now: {supply}), then Spread Sympathy.</source>
        <extracomment>node organize_do (do); seed 001, 6.6.1</extracomment>
        <translation>
            <numerusform>Organize: remove that %n warrior to the bot&apos;s supply (supply now: {supply}), then Spread Sympathy.</numerusform>
            <numerusform>Organize: remove those %n warriors to the bot&apos;s supply (supply now: {supply}), then Spread Sympathy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="171"/>
        <source>Recruit: place a warrior in each clearing with a base: %n in all. Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 6.6.2</extracomment>
        <translation>
            <numerusform>Recruit: place a warrior in each clearing with a base: %n in all. Supply now: {supply}.</numerusform>
            <numerusform>Recruit: place a warrior in each clearing with a base: %n in all. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="157"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</numerusform>
            <numerusform>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="256"/>
        <source>Wildfire: Spread Sympathy once more. It scores nothing, not even the %n VP of a spread that cannot place a token.</source>
        <extracomment>variant &apos;wildfire&apos;: node wildfire (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Wildfire: Spread Sympathy once more. It scores nothing, not even the %n VP of a spread that cannot place a token.</numerusform>
            <numerusform>Wildfire: Spread Sympathy once more. It scores nothing, not even the %n VP of a spread that cannot place a token.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/battle_defender</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="67"/>
        <source>Did {bot} lose %n or more warriors as defender?</source>
        <extracomment>node hospitals_lost (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Did {bot} lose %n or more warrior as defender?</numerusform>
            <numerusform>Did {bot} lose %n or more warriors as defender?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="77"/>
        <source>Hospitals: {bot} places %n warriors in the keep&apos;s clearing. Its supply now: {supply}.</source>
        <extracomment>node hospitals_do (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Hospitals: {bot} places %n warrior in the keep&apos;s clearing. Its supply now: {supply}.</numerusform>
            <numerusform>Hospitals: {bot} places %n warriors in the keep&apos;s clearing. Its supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/card_given</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/card_given.yaml" line="6"/>
        <source>Poor Manual Dexterity: discard the card given to the bot. The bot scores %n VP. VP now: {vp}.</source>
        <extracomment>node given (do); seed 001, 2.8.1</extracomment>
        <translation>
            <numerusform>Poor Manual Dexterity: discard the card given to the bot. The bot scores %n VP. VP now: {vp}.</numerusform>
            <numerusform>Poor Manual Dexterity: discard the card given to the bot. The bot scores %n VP. VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/coop_win</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="11"/>
        <source>Has this bot reached %n VP?</source>
        <extracomment>node won (check); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>Has this bot reached %n VP?</numerusform>
            <numerusform>Has this bot reached %n VP?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="19"/>
        <source>This bot has %n VP: unless every player already has {goal}, the bots win and the game ends.</source>
        <extracomment>node bots_win (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>This bot has %n VP: unless every player already has {goal}, the bots win and the game ends.</numerusform>
            <numerusform>This bot has %n VP: unless every player already has {goal}, the bots win and the game ends.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="19"/>
        <source>%n VP</source>
        <extracomment>part of the text of node bots_win (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_setup</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="5"/>
        <source>Make the bot&apos;s supply of %n warriors.</source>
        <extracomment>node warriors (do); seed 001, 5.3.1</extracomment>
        <translation>
            <numerusform>Make the bot&apos;s supply of %n warrior.</numerusform>
            <numerusform>Make the bot&apos;s supply of %n warriors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="17"/>
        <source>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. Supply now: {supply}.</source>
        <extracomment>node roost_keep (do); seed 001, 5.3.2</extracomment>
        <translation>
            <numerusform>Place a roost and %n warrior in the corner clearing diagonally opposite the keep token. Supply now: {supply}.</numerusform>
            <numerusform>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="36"/>
        <source>Place a roost and %n warriors in that corner clearing. Supply now: {supply}.</source>
        <extracomment>node roost_corner (do); seed 001, 5.3.2</extracomment>
        <translation>
            <numerusform>Place a roost and %n warrior in that corner clearing. Supply now: {supply}.</numerusform>
            <numerusform>Place a roost and %n warriors in that corner clearing. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="46"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="91"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="113"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="136"/>
        <source>Loyal Viziers: tuck %n Loyal Vizier cards under the faction board in the rightmost Decree column (bird), symbols showing.</source>
        <extracomment>node viziers (do); seed 001, 5.3.3</extracomment>
        <extracomment>variant &apos;easy&apos;: node viziers (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node viziers (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node viziers (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Loyal Viziers: tuck %n Loyal Vizier card under the faction board in the rightmost Decree column (bird), its symbol showing.</numerusform>
            <numerusform>Loyal Viziers: tuck %n Loyal Vizier cards under the faction board in the rightmost Decree column (bird), symbols showing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="56"/>
        <source>Put the other %n roosts on the Roosts track from right to left, filling every space but the leftmost.</source>
        <extracomment>node track (do); seed 001, 5.3.4</extracomment>
        <translation>
            <numerusform>Put the other %n roost on the Roosts track from right to left, filling every space but the leftmost.</numerusform>
            <numerusform>Put the other %n roosts on the Roosts track from right to left, filling every space but the leftmost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_turn</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="12"/>
        <source>Add to Decree: tuck the order card into the {suit} column of the Decree (%n cards there now).</source>
        <extracomment>node add_to_decree (do); seed 001, 5.4.3</extracomment>
        <translation>
            <numerusform>Add to Decree: tuck the order card into the {suit} column of the Decree (%n card there now).</numerusform>
            <numerusform>Add to Decree: tuck the order card into the {suit} column of the Decree (%n cards there now).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="27"/>
        <source>A New Roost: place a roost and %n warriors in the highest-priority {clearing} where all of them can be placed. Could they be placed?</source>
        <extracomment>node new_roost (ask); seed 001, 5.4.4</extracomment>
        <translation>
            <numerusform>A New Roost: place a roost and %n warrior in the highest-priority {clearing} where all of them can be placed. Could they be placed?</numerusform>
            <numerusform>A New Roost: place a roost and %n warriors in the highest-priority {clearing} where all of them can be placed. Could they be placed?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="51"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="200"/>
        <source>Recruit: place %n warriors in a {clearing} with a roost. Ties: the one with the most enemy pieces, then the fewest Eyrie warriors, then the lowest priority. Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 5.5.1.I</extracomment>
        <extracomment>variant &apos;nobility&apos;: node recruit (do); seed 001, 5.5.1.I</extracomment>
        <translation>
            <numerusform>Recruit: place %n warrior in a {clearing} with a roost. Ties: the one with the most enemy pieces, then the fewest Eyrie warriors, then the lowest priority. Supply now: {supply}.</numerusform>
            <numerusform>Recruit: place %n warriors in a {clearing} with a roost. Ties: the one with the most enemy pieces, then the fewest Eyrie warriors, then the lowest priority. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="118"/>
        <source>Turmoil. Humiliate: the bot loses %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</source>
        <extracomment>node turmoil (do); seed 001, 5.7.1</extracomment>
        <translation>
            <numerusform>Turmoil. Humiliate: the bot loses %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</numerusform>
            <numerusform>Turmoil. Humiliate: the bot loses %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="126"/>
        <source>Purge: discard every card of the Decree (%n cards) except the Loyal Viziers, which stay in the bird column. Then Rest: go on to Evening.</source>
        <extracomment>node purge (do); seed 001, 5.7.2</extracomment>
        <translation>
            <numerusform>Purge: discard every card of the Decree (%n card) except the Loyal Viziers, which stay in the bird column. Then Rest: go on to Evening.</numerusform>
            <numerusform>Purge: discard every card of the Decree (%n cards) except the Loyal Viziers, which stay in the bird column. Then Rest: go on to Evening.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="150"/>
        <source>Score: the bot scores %n VP, shown on the rightmost empty space of the {track}. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 5.6</extracomment>
        <translation>
            <numerusform>Score: the bot scores %n VP, shown on the rightmost empty space of the {track}. VP now: {vp}.</numerusform>
            <numerusform>Score: the bot scores %n VP, shown on the rightmost empty space of the {track}. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="153"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</numerusform>
            <numerusform>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="203"/>
        <source>Turmoil. Nobility: the bot scores %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</source>
        <extracomment>variant &apos;nobility&apos;: node turmoil (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Turmoil. Nobility: the bot scores %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</numerusform>
            <numerusform>Turmoil. Nobility: the bot scores %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="219"/>
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
        <source>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node damage (do); seed 001, 7.2.1.1</extracomment>
        <translation>
            <numerusform>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n item, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</numerusform>
            <numerusform>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/general_rules</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="5"/>
        <source>Crafting: a bot crafts without activating crafting pieces, but the item must be in the supply. It scores %n VP for a crafted card, whatever the card shows, and never crafts a card with a persistent effect.</source>
        <extracomment>node crafting (do); seed 001, 1.1</extracomment>
        <translation>
            <numerusform>Crafting: a bot crafts without activating crafting pieces, but the item must be in the supply. It scores %n VP for a crafted card, whatever the card shows, and never crafts a card with a persistent effect.</numerusform>
            <numerusform>Crafting: a bot crafts without activating crafting pieces, but the item must be in the supply. It scores %n VP for a crafted card, whatever the card shows, and never crafts a card with a persistent effect.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="48"/>
        <source>Poor Manual Dexterity: bots have no hand. A player who would take a card from a bot draws from the shared deck instead; a card given to a bot is discarded and the bot scores %n VP.</source>
        <extracomment>node dexterity (do); seed 001, 2.8.1</extracomment>
        <translation>
            <numerusform>Poor Manual Dexterity: bots have no hand. A player who would take a card from a bot draws from the shared deck instead; a card given to a bot is discarded and the bot scores %n VP.</numerusform>
            <numerusform>Poor Manual Dexterity: bots have no hand. A player who would take a card from a bot draws from the shared deck instead; a card given to a bot is discarded and the bot scores %n VP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="55"/>
        <source>Fully cooperative play: remove the %n dominance cards at setup. The players win only if every one of them reaches {goal} before any bot does. Bots never treat each other&apos;s pieces as enemy pieces when they pick clearings, and never battle each other.</source>
        <extracomment>node coop (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>Fully cooperative play: remove the %n dominance card at setup. The players win only if every one of them reaches {goal} before any bot does. Bots never treat each other&apos;s pieces as enemy pieces when they pick clearings, and never battle each other.</numerusform>
            <numerusform>Fully cooperative play: remove the %n dominance cards at setup. The players win only if every one of them reaches {goal} before any bot does. Bots never treat each other&apos;s pieces as enemy pieces when they pick clearings, and never battle each other.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="55"/>
        <source>%n VP</source>
        <extracomment>part of the text of node coop (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/losses</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="171"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="181"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="191"/>
        <source>Remove a {building} of {bot} from that clearing (%n left on the map).</source>
        <extracomment>node mq_sawmill (do); seed 001, 1.2.1</extracomment>
        <extracomment>node mq_workshop (do); seed 001, 1.2.1</extracomment>
        <extracomment>node mq_recruiter (do); seed 001, 1.2.1</extracomment>
        <translation>
            <numerusform>Remove a {building} of {bot} from that clearing (%n left on the map).</numerusform>
            <numerusform>Remove a {building} of {bot} from that clearing (%n left on the map).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="271"/>
        <source>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</source>
        <extracomment>node crackdown_do (do); seed 001, 6.2.4</extracomment>
        <translation>
            <numerusform>Crackdown: the {base} base goes back to the Bases box; %n sympathy token leave the map.</numerusform>
            <numerusform>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="290"/>
        <source>Taking hits: {bot} damages %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node vb_damage (do); seed 001, 7.2.5</extracomment>
        <translation>
            <numerusform>Taking hits: {bot} damages %n item, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</numerusform>
            <numerusform>Taking hits: {bot} damages %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="400"/>
        <source>Full Removal: {bot} damages %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node all_pawn (do); seed 001, 7.2.1.1</extracomment>
        <translation>
            <numerusform>Full Removal: {bot} damages %n item, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</numerusform>
            <numerusform>Full Removal: {bot} damages %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_setup</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="5"/>
        <source>Make the bot&apos;s supply of %n warriors.</source>
        <extracomment>node warriors (do); seed 001, 4.3.1</extracomment>
        <translation>
            <numerusform>Make the bot&apos;s supply of %n warrior.</numerusform>
            <numerusform>Make the bot&apos;s supply of %n warriors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="22"/>
        <source>Garrison: place a warrior in every clearing except the corner clearing diagonally opposite the keep, and one more in the keep&apos;s clearing: %n warriors. Supply now: {supply}.</source>
        <extracomment>node garrison (do); seed 001, 4.3.3</extracomment>
        <translation>
            <numerusform>Garrison: place a warrior in every clearing except the corner clearing diagonally opposite the keep, and one more in the keep&apos;s clearing: %n warrior. Supply now: {supply}.</numerusform>
            <numerusform>Garrison: place a warrior in every clearing except the corner clearing diagonally opposite the keep, and one more in the keep&apos;s clearing: %n warriors. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="41"/>
        <source>Number the keep&apos;s clearing and the clearings adjacent to it from {first} to %n, in any order. Each building goes into a clearing picked at random, one building per clearing.</source>
        <extracomment>node buildings_number (do); seed 001, 4.3.4</extracomment>
        <translation>
            <numerusform>Number the keep&apos;s clearing and the clearings adjacent to it from {first} to %n, in any order. Each building goes into a clearing picked at random, one building per clearing.</numerusform>
            <numerusform>Number the keep&apos;s clearing and the clearings adjacent to it from {first} to %n, in any order. Each building goes into a clearing picked at random, one building per clearing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="67"/>
        <source>Put the other %n sawmills, %n workshops and %n recruiters on their buildings tracks, filling every space but the leftmost.</source>
        <extracomment>node tracks (do); seed 001, 4.3.5</extracomment>
        <translation>
            <numerusform>Put the other %n sawmill, %n workshop and %n recruiter on their buildings tracks, filling every space but the leftmost.</numerusform>
            <numerusform>Put the other %n sawmills, %n workshops and %n recruiters on their buildings tracks, filling every space but the leftmost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_turn</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="67"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="87"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="105"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="128"/>
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
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="89"/>
        <source>Move: from each {suit} clearing, move all but %n Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <extracomment>node move (do); seed 001, 4.5.4</extracomment>
        <translation>
            <numerusform>Move: from each {suit} clearing, move all but %n Marquise warrior to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</numerusform>
            <numerusform>Move: from each {suit} clearing, move all but %n Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="98"/>
        <source>Expand: did the bot place no building this turn, with at most %n buildings on the map?</source>
        <extracomment>node expand (check); seed 001, 4.5.5</extracomment>
        <translation>
            <numerusform>Expand: did the bot place no building this turn, with at most %n building on the map?</numerusform>
            <numerusform>Expand: did the bot place no building this turn, with at most %n buildings on the map?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="156"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="88"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="106"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="129"/>
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
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="182"/>
        <source>Move: from every clearing, move all but %n Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <extracomment>node esc_move (do); seed 001, 4.7.4</extracomment>
        <translation>
            <numerusform>Move: from every clearing, move all but %n Marquise warrior to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</numerusform>
            <numerusform>Move: from every clearing, move all but %n Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="212"/>
        <source>Score: the bot scores %n VP, shown on the rightmost empty space of the {track} (on a bird order: the track where that space shows the most). VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 4.6.1</extracomment>
        <translation>
            <numerusform>Score: the bot scores %n VP, shown on the rightmost empty space of the {track} (on a bird order: the track where that space shows the most). VP now: {vp}.</numerusform>
            <numerusform>Score: the bot scores %n VP, shown on the rightmost empty space of the {track} (on a bird order: the track where that space shows the most). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="107"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="130"/>
        <source>Recruit %n more warriors in the highest-priority {suit} clearing ruled by the bot. Supply now: {supply}.</source>
        <extracomment>variant &apos;challenging&apos;: node recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Recruit %n more warrior in the highest-priority {suit} clearing ruled by the bot. Supply now: {supply}.</numerusform>
            <numerusform>Recruit %n more warriors in the highest-priority {suit} clearing ruled by the bot. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="108"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="131"/>
        <source>Recruit %n more warriors in the highest-priority clearing ruled by the bot. Supply now: {supply}.</source>
        <extracomment>variant &apos;challenging&apos;: node esc_recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node esc_recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Recruit %n more warrior in the highest-priority clearing ruled by the bot. Supply now: {supply}.</numerusform>
            <numerusform>Recruit %n more warriors in the highest-priority clearing ruled by the bot. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="149"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</numerusform>
            <numerusform>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="168"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="171"/>
        <source>Blitz: from the highest-priority clearing ruled by the bot with no enemy pieces, move all but %n warrior into the adjacent clearing with the most enemy pieces, then battle there. Did the bot battle?</source>
        <extracomment>variant &apos;blitz&apos;: node blitz (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <extracomment>variant &apos;blitz&apos;: node esc_blitz (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Blitz: from the highest-priority clearing ruled by the bot with no enemy pieces, move all but %n warrior into the adjacent clearing with the most enemy pieces, then battle there. Did the bot battle?</numerusform>
            <numerusform>Blitz: from the highest-priority clearing ruled by the bot with no enemy pieces, move all but %n warrior into the adjacent clearing with the most enemy pieces, then battle there. Did the bot battle?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="194"/>
        <source>Iron Will: the Recruit places twice as many warriors. Take %n more warriors from the supply and place them as the Recruit placed its own. Supply now: {supply}.</source>
        <extracomment>variant &apos;iron_will&apos;: node iron_will (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Iron Will: the Recruit places twice as many warriors. Take %n more warriors from the supply and place them as the Recruit placed its own. Supply now: {supply}.</numerusform>
            <numerusform>Iron Will: the Recruit places twice as many warriors. Take %n more warriors from the supply and place them as the Recruit placed its own. Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/order</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/order.yaml" line="40"/>
        <source>Craft the order card: take its item from the supply. The bot scores %n VP, whatever the card shows. VP now: {vp}.</source>
        <extracomment>node craft (do); seed 001, 1.1.2</extracomment>
        <translation>
            <numerusform>Craft the order card: take its item from the supply. The bot scores %n VP, whatever the card shows. VP now: {vp}.</numerusform>
            <numerusform>Craft the order card: take its item from the supply. The bot scores %n VP, whatever the card shows. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/order.yaml" line="49"/>
        <source>Craft the order card: take its item from the supply and put it face up in the Satchel. The bot scores %n VP, whatever the card shows. VP now: {vp}.</source>
        <extracomment>node craft_vagabot (do); seed 001, 7.4.2</extracomment>
        <translation>
            <numerusform>Craft the order card: take its item from the supply and put it face up in the Satchel. The bot scores %n VP, whatever the card shows. VP now: {vp}.</numerusform>
            <numerusform>Craft the order card: take its item from the supply and put it face up in the Satchel. The bot scores %n VP, whatever the card shows. VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/outrage</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="38"/>
        <source>The bot scores %n VP (this is not Poor Manual Dexterity: no card is given). VP now: {vp}.</source>
        <extracomment>node scores (do); seed 001, 6.2.3</extracomment>
        <translation>
            <numerusform>The bot scores %n VP (this is not Poor Manual Dexterity: no card is given). VP now: {vp}.</numerusform>
            <numerusform>The bot scores %n VP (this is not Poor Manual Dexterity: no card is given). VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/pick_random</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="18"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="26"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="56"/>
        <source>Roll to pick {what} at random among the %n.</source>
        <extracomment>node pick2 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>node pick3 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>node pick4 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>node pick5 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>node pick6 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>
            <numerusform>Roll to pick {what} at random among the %n.</numerusform>
            <numerusform>Roll to pick {what} at random among the %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/removed_vp</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="20"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="225"/>
        <source>The bot scores %n VP for them. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 1.2</extracomment>
        <extracomment>variant &apos;war_tax&apos;: node score (do); source: none given</extracomment>
        <translation>
            <numerusform>The bot scores %n VP for them. VP now: {vp}.</numerusform>
            <numerusform>The bot scores %n VP for them. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="228"/>
        <source>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the other bots lose theirs in the next step.</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the other bots lose theirs in the next step.</numerusform>
            <numerusform>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the other bots lose theirs in the next step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="231"/>
        <source>How many of them were {bot}&apos;s? {bot} loses %n VP for each.</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax_n (number); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>How many of them were {bot}&apos;s? {bot} loses %n VP for each.</numerusform>
            <numerusform>How many of them were {bot}&apos;s? {bot} loses %n VP for each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/setup</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="43"/>
        <source>Starting hands: with one or two players, remove the %n dominance cards from the shared deck (spy cards stay). Bots draw no cards.</source>
        <extracomment>node hands (do); seed 001, 3.4</extracomment>
        <translation>
            <numerusform>Starting hands: with one or two players, remove the %n dominance card from the shared deck (spy cards stay). Bots draw no cards.</numerusform>
            <numerusform>Starting hands: with one or two players, remove the %n dominance cards from the shared deck (spy cards stay). Bots draw no cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="56"/>
        <source>Fully cooperative play: remove the %n dominance cards from the shared deck whatever the number of players.</source>
        <extracomment>node coop_cards (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>Fully cooperative play: remove the %n dominance card from the shared deck whatever the number of players.</numerusform>
            <numerusform>Fully cooperative play: remove the %n dominance cards from the shared deck whatever the number of players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/spread</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="18"/>
        <source>Martial Law: does a single enemy have %n or more warriors in that clearing?</source>
        <extracomment>node martial (ask); seed 001, 6.2.5</extracomment>
        <translation>
            <numerusform>Martial Law: does a single enemy have %n or more warriors in that clearing?</numerusform>
            <numerusform>Martial Law: does a single enemy have %n or more warriors in that clearing?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="50"/>
        <source>The bot scores %n VP, shown on the space just uncovered on the {track}. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 6.5.1</extracomment>
        <translation>
            <numerusform>The bot scores %n VP, shown on the space just uncovered on the {track}. VP now: {vp}.</numerusform>
            <numerusform>The bot scores %n VP, shown on the space just uncovered on the {track}. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="57"/>
        <source>Martial Law: the bot scores %n VP, one less than the space just uncovered on the {track} shows (never below zero). VP now: {vp}.</source>
        <extracomment>node score_less (do); seed 001, 6.2.5</extracomment>
        <translation>
            <numerusform>Martial Law: the bot scores %n VP, one less than the space just uncovered on the {track} shows (never below zero). VP now: {vp}.</numerusform>
            <numerusform>Martial Law: the bot scores %n VP, one less than the space just uncovered on the {track} shows (never below zero). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="73"/>
        <source>The bot cannot spread sympathy. This spread scores nothing, so it does not score the %n VP either.</source>
        <extracomment>node nothing (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>The bot cannot spread sympathy. This spread scores nothing, so it does not score the %n VP either.</numerusform>
            <numerusform>The bot cannot spread sympathy. This spread scores nothing, so it does not score the %n VP either.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="82"/>
        <source>The bot cannot spread sympathy: it scores %n VP instead. VP now: {vp}.</source>
        <extracomment>node five (do); seed 001, 6.5.1.II</extracomment>
        <translation>
            <numerusform>The bot cannot spread sympathy: it scores %n VP instead. VP now: {vp}.</numerusform>
            <numerusform>The bot cannot spread sympathy: it scores %n VP instead. VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/take_hits</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="178"/>
        <source>Fortified: each of the bot&apos;s buildings needs %n hits to be removed; a single hit on a building does nothing. Otherwise the bot first removes all its tokens in the clearing, then its buildings, picking at random among building types.</source>
        <extracomment>variant &apos;fortified&apos;: node mq_hits (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Fortified: each of the bot&apos;s buildings needs %n hit to be removed; a single hit on a building does nothing. Otherwise the bot first removes all its tokens in the clearing, then its buildings, picking at random among building types.</numerusform>
            <numerusform>Fortified: each of the bot&apos;s buildings needs %n hits to be removed; a single hit on a building does nothing. Otherwise the bot first removes all its tokens in the clearing, then its buildings, picking at random among building types.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="185"/>
        <source>Did the bot lose %n or more warriors as defender?</source>
        <extracomment>variant &apos;hospitals&apos;: node hospitals_lost (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Did the bot lose %n or more warriors as defender?</numerusform>
            <numerusform>Did the bot lose %n or more warriors as defender?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="186"/>
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
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="38"/>
        <source>Shuffle the quest deck, draw %n quest and put it face up beside the faction board. Only the Vagabot can complete it.</source>
        <extracomment>node quest (do); seed 001, 7.3.3</extracomment>
        <translation>
            <numerusform>Shuffle the quest deck, draw %n quest and put it face up beside the faction board. Only the Vagabot can complete it.</numerusform>
            <numerusform>Shuffle the quest deck, draw %n quests and put it face up beside the faction board. Only the Vagabot can complete it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="45"/>
        <source>Put %n random item marked R under each ruins token.</source>
        <extracomment>node ruins (do); seed 001, 7.3.4</extracomment>
        <translation>
            <numerusform>Put %n random item marked R under each ruins token.</numerusform>
            <numerusform>Put %n random item marked R under each ruins token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="59"/>
        <source>Take any %n items marked S and put them face up in the Satchel.</source>
        <extracomment>node items (do); seed 001, 7.3.5</extracomment>
        <translation>
            <numerusform>Take any %n item marked S and put them face up in the Satchel.</numerusform>
            <numerusform>Take any %n items marked S and put them face up in the Satchel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="67"/>
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
        <location filename="../rules/root_clockwork/pack.yaml" line="99"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="122"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="145"/>
        <source>Evening, Refresh: turn %n exhausted, undamaged items face up ({why}).</source>
        <extracomment>node evening (do); seed 001, 7.6.1</extracomment>
        <extracomment>variant &apos;easy&apos;: node evening (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node evening (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Evening, Refresh: turn %n exhausted, undamaged item face up ({why}).</numerusform>
            <numerusform>Evening, Refresh: turn %n exhausted, undamaged items face up ({why}).</numerusform>
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
        <location filename="../rules/root_clockwork/pack.yaml" line="161"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</numerusform>
            <numerusform>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="267"/>
        <source>Adventurer: has the Vagabot %n unexhausted items for another quest?</source>
        <extracomment>variant &apos;adventurer&apos;: node adventurer (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Adventurer: has the Vagabot %n unexhausted item for another quest?</numerusform>
            <numerusform>Adventurer: has the Vagabot %n unexhausted items for another quest?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="280"/>
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
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="25"/>
        <source>Aid: the Vagabot&apos;s mat already counts %n items, the most it holds, so no item is left for the bot to take: it exhausts nothing and nobody draws. If that count is wrong, correct it on the mat.</source>
        <extracomment>node full (do); seed 001, 7.5.3 (reconstructed)</extracomment>
        <translation>
            <numerusform>Aid: the Vagabot&apos;s mat already counts %n item, the most it holds, so no item is left for the bot to take: it exhausts nothing and nobody draws. If that count is wrong, correct it on the mat.</numerusform>
            <numerusform>Aid: the Vagabot&apos;s mat already counts %n items, the most it holds, so no item is left for the bot to take: it exhausts nothing and nobody draws. If that count is wrong, correct it on the mat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="33"/>
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards} (a bot the Vagabot aided draws none and scores one VP instead: Poor Manual Dexterity). VP now: {vp}.</source>
        <extracomment>node aid (do); seed 001, 7.5.3</extracomment>
        <translation>
            <numerusform>Aid: exhaust %n item and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards} (a bot the Vagabot aided draws none and scores one VP instead: Poor Manual Dexterity). VP now: {vp}.</numerusform>
            <numerusform>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards} (a bot the Vagabot aided draws none and scores one VP instead: Poor Manual Dexterity). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="52"/>
        <source>{bot} draws no cards and scores %n VP instead (Poor Manual Dexterity).</source>
        <extracomment>node aided_vp (do); seed 001, 7.5.3</extracomment>
        <translation>
            <numerusform>{bot} draws no cards and scores %n VP instead (Poor Manual Dexterity).</numerusform>
            <numerusform>{bot} draws no cards and scores %n VP instead (Poor Manual Dexterity).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="286"/>
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored} (Helper: one more). The player draws {cards}, and as many again (Helper); if that player is a bot, it draws none and scores one VP instead. VP now: {vp}.</source>
        <extracomment>variant &apos;helper&apos;: node aid (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Aid: exhaust %n item and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored} (Helper: one more). The player draws {cards}, and as many again (Helper); if that player is a bot, it draws none and scores one VP instead. VP now: {vp}.</numerusform>
            <numerusform>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored} (Helper: one more). The player draws {cards}, and as many again (Helper); if that player is a bot, it draws none and scores one VP instead. VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_battle</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</source>
        <extracomment>node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>The Vagabot needs %n move but has only {fresh}. Does it still move the whole way?</numerusform>
            <numerusform>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>%n unexhausted items</source>
        <extracomment>part of the text of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n unexhausted item</numerusform>
            <numerusform>%n unexhausted items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="48"/>
        <source>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_part (do); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</numerusform>
            <numerusform>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="57"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</numerusform>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="71"/>
        <source>Battle: exhaust %n item and battle {defender} there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <extracomment>node fight (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>Battle: exhaust %n item and battle {defender} there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
            <numerusform>Battle: exhaust %n items and battle {defender} there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="94"/>
        <source>The bot scores %n VP, one per enemy warrior it removed as attacker. VP now: {vp}.</source>
        <extracomment>node killed_vp (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>The bot scores %n VP, one per enemy warrior it removed as attacker. VP now: {vp}.</numerusform>
            <numerusform>The bot scores %n VP, one per enemy warrior it removed as attacker. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="119"/>
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node damage (do); seed 001, 7.2.5</extracomment>
        <translation>
            <numerusform>Taking hits: damage %n item, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</numerusform>
            <numerusform>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="131"/>
        <source>Has it %n unexhausted items left to battle again?</source>
        <extracomment>node again (check); seed 001, 7.5.4 (reconstructed)</extracomment>
        <translation>
            <numerusform>Has it %n unexhausted item left to battle again?</numerusform>
            <numerusform>Has it %n unexhausted items left to battle again?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="147"/>
        <source>Battle again: exhaust %n items and battle the same enemy.</source>
        <extracomment>node fight_again (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>Battle again: exhaust %n item and battle the same enemy.</numerusform>
            <numerusform>Battle again: exhaust %n items and battle the same enemy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="292"/>
        <source>Battle: exhaust %n item and battle {defender} there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <extracomment>variant &apos;marksman&apos;: node fight (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Battle: exhaust %n item and battle {defender} there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
            <numerusform>Battle: exhaust %n items and battle {defender} there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="292"/>
        <source>%n hits</source>
        <extracomment>part of the text of variant &apos;marksman&apos;: node fight (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_explore</name>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</source>
        <extracomment>node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>The Vagabot needs %n move but has only {fresh}. Does it still move the whole way?</numerusform>
            <numerusform>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>%n unexhausted items</source>
        <extracomment>part of the text of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n unexhausted item</numerusform>
            <numerusform>%n unexhausted items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="48"/>
        <source>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_part (do); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</numerusform>
            <numerusform>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="57"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</numerusform>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="79"/>
        <source>Explore: the Vagabot&apos;s mat already counts %n items, the most it holds, so no item is left for the bot to take: it exhausts nothing. If that count is wrong, correct it on the mat.</source>
        <extracomment>node full (do); seed 001, 7.5.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Explore: the Vagabot&apos;s mat already counts %n item, the most it holds, so no item is left for the bot to take: it exhausts nothing. If that count is wrong, correct it on the mat.</numerusform>
            <numerusform>Explore: the Vagabot&apos;s mat already counts %n items, the most it holds, so no item is left for the bot to take: it exhausts nothing. If that count is wrong, correct it on the mat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="87"/>
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
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</source>
        <extracomment>node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>The Vagabot needs %n move but has only {fresh}. Does it still move the whole way?</numerusform>
            <numerusform>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>%n unexhausted items</source>
        <extracomment>part of the text of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n unexhausted item</numerusform>
            <numerusform>%n unexhausted items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="48"/>
        <source>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_part (do); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</numerusform>
            <numerusform>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="57"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</numerusform>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="65"/>
        <source>Has it %n unexhausted items to pay with?</source>
        <extracomment>node pay (check); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>Has it %n unexhausted item to pay with?</numerusform>
            <numerusform>Has it %n unexhausted items to pay with?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="73"/>
        <source>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain}. Draw a new quest and put it face up. VP now: {vp}.</source>
        <extracomment>node quest (do); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>Quest: exhaust %n item, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain}. Draw a new quest and put it face up. VP now: {vp}.</numerusform>
            <numerusform>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain}. Draw a new quest and put it face up. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="73"/>
        <source>%n VP</source>
        <extracomment>part of the text of node quest (do); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
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
        <source>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain}. VP now: {vp}.</source>
        <extracomment>node tinker_do (do); seed 001, 7.7.2</extracomment>
        <translation>
            <numerusform>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain}. VP now: {vp}.</numerusform>
            <numerusform>Tinker: exhaust %n items, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain}. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="36"/>
        <source>%n VP</source>
        <extracomment>part of the text of node tinker_do (do); seed 001, 7.7.2</extracomment>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="53"/>
        <source>Ranger: exhaust %n item; the Vagabot slips into an adjacent forest picked at random.</source>
        <extracomment>node ranger_do (do); seed 001, 7.7.3</extracomment>
        <translation>
            <numerusform>Ranger: exhaust %n item; the Vagabot slips into an adjacent forest picked at random.</numerusform>
            <numerusform>Ranger: exhaust %n items; the Vagabot slips into an adjacent forest picked at random.</numerusform>
        </translation>
    </message>
</context>
</TS>
