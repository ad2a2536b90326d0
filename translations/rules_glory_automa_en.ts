<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>glory_automa</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/actions.py" line="278"/>
        <source>%n Wonder stages built</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>%n Wonder stage built</numerusform>
            <numerusform>%n Wonder stages built</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="131"/>
        <source>%n cards in the row</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>%n card in the row</numerusform>
            <numerusform>%n cards in the row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="140"/>
        <source>{a} of %n cards activated</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>{a} of %n card activated</numerusform>
            <numerusform>{a} of %n cards activated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="192"/>
        <source>%n cards in the automa deck, the row needs {size}</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>%n card in the automa deck, the row needs {size}</numerusform>
            <numerusform>%n cards in the automa deck, the row needs {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="202"/>
        <source>The row has %n cards</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>The row has %n card</numerusform>
            <numerusform>The row has %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/priority.py" line="222"/>
        <source>%n extra votes</source>
        <extracomment>message of priority.py</extracomment>
        <translation>
            <numerusform>%n extra vote</numerusform>
            <numerusform>%n extra votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="322"/>
        <source>Keyed automa cards: %n keyed, the game keeps {kept}; key in more cards or play without them.</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>Keyed automa cards: %n keyed, the game keeps {kept}; key in more cards or play without them.</numerusform>
            <numerusform>Keyed automa cards: %n keyed, the game keeps {kept}; key in more cards or play without them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="180"/>
        <source>a card shows at most %n priority numbers, not {given}</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>a card shows at most %n priority number, not {given}</numerusform>
            <numerusform>a card shows at most %n priority numbers, not {given}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="292"/>
        <source>Keyed automa cards: {where}: %n priority numbers; a card shows {shown}.</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>Keyed automa cards: {where}: %n priority number; a card shows {shown}.</numerusform>
            <numerusform>Keyed automa cards: {where}: %n priority numbers; a card shows {shown}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/achievements</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="36"/>
        <source>The automa adds %n votes. Then it gives all its votes to event card {event}.</source>
        <extracomment>node vote_auto_extra (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>
            <numerusform>The automa adds %n vote. Then it gives all its votes to event card {event}.</numerusform>
            <numerusform>The automa adds %n votes. Then it gives all its votes to event card {event}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="66"/>
        <source>The automa adds %n votes. The next priority number picks the event card.</source>
        <extracomment>node vote_more (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>
            <numerusform>The automa adds %n vote. The next priority number picks the event card.</numerusform>
            <numerusform>The automa adds %n votes. The next priority number picks the event card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="111"/>
        <source>Take back the automa&apos;s used action cubes, leaving %n on the technology board. Remove every exhaustion cube from the board, those on hexes with automa units too. Take the activation cubes off the automa cards and put the played cards on the discard pile.</source>
        <extracomment>node cleanup (do); seed 003, Achievements phase</extracomment>
        <translation>
            <numerusform>Take back the automa&apos;s used action cubes, leaving %n on the technology board. Remove every exhaustion cube from the board, those on hexes with automa units too. Take the activation cubes off the automa cards and put the played cards on the discard pile.</numerusform>
            <numerusform>Take back the automa&apos;s used action cubes, leaving %n on the technology board. Remove every exhaustion cube from the board, those on hexes with automa units too. Take the activation cubes off the automa cards and put the played cards on the discard pile.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/ballista</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="17"/>
        <source>Place {units} on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <extracomment>node place (do); seed 003, Ballista</extracomment>
        <translation>
            <numerusform>Place {units} on the priority hex next to an automa city or castle. Put %n action cube on the workshop area.</numerusform>
            <numerusform>Place {units} on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="17"/>
        <source>%n ballistas</source>
        <extracomment>part of the text of node place (do); seed 003, Ballista</extracomment>
        <translation>
            <numerusform>%n ballista</numerusform>
            <numerusform>%n ballistas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>Place {units} on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</source>
        <extracomment>node archers (do); seed 003, Main action cubes (reconstructed)</extracomment>
        <translation>
            <numerusform>Place {units} on the priority hex next to an automa city or castle. Put %n action cube on the barracks area.</numerusform>
            <numerusform>Place {units} on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>%n archer units</source>
        <extracomment>part of the text of node archers (do); seed 003, Main action cubes (reconstructed)</extracomment>
        <translation>
            <numerusform>%n archer unit</numerusform>
            <numerusform>%n archer units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/battles</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/battles.yaml" line="10"/>
        <source>Put %n action cubes on the area of this action. The automa fights {battles}, one after the other.</source>
        <extracomment>node cubes (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>
            <numerusform>Put %n action cube on the area of this action. The automa fights {battles}, one after the other.</numerusform>
            <numerusform>Put %n action cubes on the area of this action. The automa fights {battles}, one after the other.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/battles.yaml" line="10"/>
        <source>%n battles</source>
        <extracomment>part of the text of node cubes (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>
            <numerusform>%n battle</numerusform>
            <numerusform>%n battles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/buildings</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="10"/>
        <source>Find the priority hex, an automa city if possible. Do %n buildings (the age number) fit there within the building limit?</source>
        <extracomment>node fit (ask); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Find the priority hex, an automa city if possible. Do %n building (the age number) fit there within the building limit?</numerusform>
            <numerusform>Find the priority hex, an automa city if possible. Do %n buildings (the age number) fit there within the building limit?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="16"/>
        <source>Is there another priority hex, an automa city if possible, where %n buildings fit within the building limit?</source>
        <extracomment>node other_hex (ask); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Is there another priority hex, an automa city if possible, where %n building fit within the building limit?</numerusform>
            <numerusform>Is there another priority hex, an automa city if possible, where %n buildings fit within the building limit?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="37"/>
        <source>Place {buildings} on that hex. Put %n action cubes on the hex.</source>
        <extracomment>node build_all (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Place {buildings} on that hex. Put %n action cube on the hex.</numerusform>
            <numerusform>Place {buildings} on that hex. Put %n action cubes on the hex.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="37"/>
        <source>%n buildings</source>
        <extracomment>part of the text of node build_all (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="47"/>
        <source>Place as many buildings on the priority hex as the building limit allows. Put %n action cubes on the hex.</source>
        <extracomment>node build_some (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Place as many buildings on the priority hex as the building limit allows. Put %n action cube on the hex.</numerusform>
            <numerusform>Place as many buildings on the priority hex as the building limit allows. Put %n action cubes on the hex.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/castle</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/castle.yaml" line="45"/>
        <source>Move an unexhausted peasant there if needed, place a castle token and put %n action cube on it.</source>
        <extracomment>node build (do); seed 003, Castle (reconstructed)</extracomment>
        <translation>
            <numerusform>Move an unexhausted peasant there if needed, place a castle token and put %n action cube on it.</numerusform>
            <numerusform>Move an unexhausted peasant there if needed, place a castle token and put %n action cube on it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/city</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/city.yaml" line="38"/>
        <source>Move an unexhausted peasant there if needed, place a city token and put %n action cube on it.</source>
        <extracomment>node build (do); seed 003, City</extracomment>
        <translation>
            <numerusform>Move an unexhausted peasant there if needed, place a city token and put %n action cube on it.</numerusform>
            <numerusform>Move an unexhausted peasant there if needed, place a city token and put %n action cube on it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/fight</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/fight.yaml" line="29"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="47"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="48"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="49"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="50"/>
        <source>Add %n experience cubes to the bag (the priority number, one more under Autocracy).</source>
        <extracomment>node bag_keyed (do); seed 003, Two battles (reconstructed)</extracomment>
        <extracomment>node bag1 (do); seed 003, Two battles</extracomment>
        <extracomment>node bag2 (do); seed 003, Two battles</extracomment>
        <extracomment>node bag3 (do); seed 003, Two battles</extracomment>
        <extracomment>node bag4 (do); seed 003, Two battles</extracomment>
        <translation>
            <numerusform>Add %n experience cube to the bag (the priority number, one more under Autocracy).</numerusform>
            <numerusform>Add %n experience cubes to the bag (the priority number, one more under Autocracy).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/free_actions</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="27"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="72"/>
        <source>Add %n coins to the automa&apos;s treasury. Treasury now: {treasury}.</source>
        <extracomment>node coins1 (do); seed 003, Treasury</extracomment>
        <extracomment>node coins2 (do); seed 003, Treasury</extracomment>
        <translation>
            <numerusform>Add %n coin to the automa&apos;s treasury. Treasury now: {treasury}.</numerusform>
            <numerusform>Add %n coins to the automa&apos;s treasury. Treasury now: {treasury}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/market</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/market.yaml" line="5"/>
        <source>Put %n action cubes on the market area. The automa gives and gets no goods or coins.</source>
        <extracomment>node trade (do); seed 003, Market</extracomment>
        <translation>
            <numerusform>Put %n action cube on the market area. The automa gives and gets no goods or coins.</numerusform>
            <numerusform>Put %n action cubes on the market area. The automa gives and gets no goods or coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/market.yaml" line="13"/>
        <source>Raise the food price by %n notch on the market and lower the weapons price by as many notches.</source>
        <extracomment>node prices (do); seed 003, Market</extracomment>
        <translation>
            <numerusform>Raise the food price by %n notch on the market and lower the weapons price by as many notches.</numerusform>
            <numerusform>Raise the food price by %n notches on the market and lower the weapons price by as many notches.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/peasants</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="12"/>
        <source>Place {peasants} on the priority hex, as many as the automa&apos;s cities. Put %n action cubes on the city area.</source>
        <extracomment>node place (do); seed 003, Peasants</extracomment>
        <translation>
            <numerusform>Place {peasants} on the priority hex, as many as the automa&apos;s cities. Put %n action cube on the city area.</numerusform>
            <numerusform>Place {peasants} on the priority hex, as many as the automa&apos;s cities. Put %n action cubes on the city area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="12"/>
        <source>%n peasants</source>
        <extracomment>part of the text of node place (do); seed 003, Peasants</extracomment>
        <translation>
            <numerusform>%n peasant</numerusform>
            <numerusform>%n peasants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/products</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/products.yaml" line="12"/>
        <source>Put %n action cubes each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses: weapons {weapons}, mead {mead}. It pays nothing.</source>
        <extracomment>node make (do); seed 003, Products (reconstructed)</extracomment>
        <translation>
            <numerusform>Put %n action cube each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses: weapons {weapons}, mead {mead}. It pays nothing.</numerusform>
            <numerusform>Put %n action cubes each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses: weapons {weapons}, mead {mead}. It pays nothing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/products.yaml" line="25"/>
        <source>Put %n action cubes each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</source>
        <extracomment>node make_by_hand (do); seed 003, Products</extracomment>
        <translation>
            <numerusform>Put %n action cube each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</numerusform>
            <numerusform>Put %n action cubes each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/religion</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/religion.yaml" line="14"/>
        <source>Spread religion from the automa&apos;s religious community farthest from its capital, in the priority direction. Put %n action cubes on the area of this action.</source>
        <extracomment>node spread (do); seed 003, Religion</extracomment>
        <translation>
            <numerusform>Spread religion from the automa&apos;s religious community farthest from its capital, in the priority direction. Put %n action cube on the area of this action.</numerusform>
            <numerusform>Spread religion from the automa&apos;s religious community farthest from its capital, in the priority direction. Put %n action cubes on the area of this action.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/repair</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/repair.yaml" line="10"/>
        <source>Repair every trouble of that type the automa can: move peasants onto the trouble hexes (into the city for malfunctions) and remove the black cubes. The automa pays no resources or coins. Where no peasant can get there, or the hex is full of units and has no peasant, it repairs fewer. Put %n action cubes on the area of this action.</source>
        <extracomment>node repair (do); seed 003, Repair</extracomment>
        <translation>
            <numerusform>Repair every trouble of that type the automa can: move peasants onto the trouble hexes (into the city for malfunctions) and remove the black cubes. The automa pays no resources or coins. Where no peasant can get there, or the hex is full of units and has no peasant, it repairs fewer. Put %n action cube on the area of this action.</numerusform>
            <numerusform>Repair every trouble of that type the automa can: move peasants onto the trouble hexes (into the city for malfunctions) and remove the black cubes. The automa pays no resources or coins. Where no peasant can get there, or the hex is full of units and has no peasant, it repairs fewer. Put %n action cubes on the area of this action.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/resources</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/resources.yaml" line="12"/>
        <source>Put %n action cubes each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses: food {food}, wood {wood}. It pays nothing.</source>
        <extracomment>node gather (do); seed 003, Resources (reconstructed)</extracomment>
        <translation>
            <numerusform>Put %n action cube each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses: food {food}, wood {wood}. It pays nothing.</numerusform>
            <numerusform>Put %n action cubes each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses: food {food}, wood {wood}. It pays nothing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/resources.yaml" line="25"/>
        <source>Put %n action cubes each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</source>
        <extracomment>node gather_by_hand (do); seed 003, Resources</extracomment>
        <translation>
            <numerusform>Put %n action cube each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</numerusform>
            <numerusform>Put %n action cubes each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/round_start</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="23"/>
        <source>Round {round}: lay out the automa&apos;s row in front of its board in this order, the first %n face up and the rest face down: {cards}.</source>
        <extracomment>node deal_keyed (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Round {round}: lay out the automa&apos;s row in front of its board in this order, the first %n face up and the rest face down: {cards}.</numerusform>
            <numerusform>Round {round}: lay out the automa&apos;s row in front of its board in this order, the first %n face up and the rest face down: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="36"/>
        <source>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board: {up}, the rest face down.</source>
        <extracomment>node deal (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Round {round}: shuffle the automa deck and lay out a row of %n card in front of the automa board: {up}, the rest face down.</numerusform>
            <numerusform>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board: {up}, the rest face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="36"/>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="43"/>
        <source>the first %n face up</source>
        <extracomment>part of the text of node deal (do); seed 003, Round start</extracomment>
        <extracomment>part of the text of node deal_short (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>the first %n face up</numerusform>
            <numerusform>the first %n face up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="43"/>
        <source>Round {round}: the automa deck holds %n cards. Lay them out in a row, then reshuffle the discard pile into a new automa deck and lay out more cards until the row holds {size}; {up}, the rest face down.</source>
        <extracomment>node deal_short (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Round {round}: the automa deck holds %n card. Lay them out in a row, then reshuffle the discard pile into a new automa deck and lay out more cards until the row holds {size}; {up}, the rest face down.</numerusform>
            <numerusform>Round {round}: the automa deck holds %n cards. Lay them out in a row, then reshuffle the discard pile into a new automa deck and lay out more cards until the row holds {size}; {up}, the rest face down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/setup</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/setup.yaml" line="23"/>
        <source>Place the automa&apos;s capital and %n peasants in its starting province as usual.</source>
        <extracomment>node capital (do); seed 003, Setup</extracomment>
        <translation>
            <numerusform>Place the automa&apos;s capital and %n peasant in its starting province as usual.</numerusform>
            <numerusform>Place the automa&apos;s capital and %n peasants in its starting province as usual.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/setup.yaml" line="38"/>
        <source>Shuffle the automa deck, keep %n random cards for this game and put the rest back in the box.</source>
        <extracomment>node keep (do); seed 003, Setup</extracomment>
        <translation>
            <numerusform>Shuffle the automa deck, keep %n random card for this game and put the rest back in the box.</numerusform>
            <numerusform>Shuffle the automa deck, keep %n random cards for this game and put the rest back in the box.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/suppress</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="21"/>
        <source>Commit unexhausted military units: %n more than its troubles of that type. Fight the battle as usual.</source>
        <extracomment>node commit_more (do); seed 003, Suppression</extracomment>
        <translation>
            <numerusform>Commit unexhausted military units: %n more than its troubles of that type. Fight the battle as usual.</numerusform>
            <numerusform>Commit unexhausted military units: %n more than its troubles of that type. Fight the battle as usual.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="31"/>
        <source>Add %n experience cubes to the bag.</source>
        <extracomment>node bag (do); seed 003, Suppression</extracomment>
        <translation>
            <numerusform>Add %n experience cube to the bag.</numerusform>
            <numerusform>Add %n experience cubes to the bag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="37"/>
        <source>Exhaust the committed units: they cannot suppress or attack again this round. Put %n action cubes on the area of this action.</source>
        <extracomment>node exhaust (do); seed 003, Suppression</extracomment>
        <translation>
            <numerusform>Exhaust the committed units: they cannot suppress or attack again this round. Put %n action cube on the area of this action.</numerusform>
            <numerusform>Exhaust the committed units: they cannot suppress or attack again this round. Put %n action cubes on the area of this action.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/swordsmen</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="10"/>
        <source>Place {swordsmen}, as many as the age number. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</source>
        <extracomment>node place (do); seed 003, Swordsmen</extracomment>
        <translation>
            <numerusform>Place {swordsmen}, as many as the age number. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cube on the barracks area.</numerusform>
            <numerusform>Place {swordsmen}, as many as the age number. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="10"/>
        <source>%n swordsmen</source>
        <extracomment>part of the text of node place (do); seed 003, Swordsmen</extracomment>
        <translation>
            <numerusform>%n swordsman</numerusform>
            <numerusform>%n swordsmen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/technology</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/technology.yaml" line="15"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="43"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="71"/>
        <source>Take the technology in row {row}, column {column} for the automa. Put %n action cubes on the technology board.</source>
        <extracomment>node take_k1 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>node take_k2 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>node take_k3 (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>
            <numerusform>Take the technology in row {row}, column {column} for the automa. Put %n action cube on the technology board.</numerusform>
            <numerusform>Take the technology in row {row}, column {column} for the automa. Put %n action cubes on the technology board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/technology.yaml" line="29"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="57"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="85"/>
        <source>Take that technology for the automa. Put %n action cubes on the technology board.</source>
        <extracomment>node take_p1 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>node take_p2 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>node take_p3 (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>
            <numerusform>Take that technology for the automa. Put %n action cube on the technology board.</numerusform>
            <numerusform>Take that technology for the automa. Put %n action cubes on the technology board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/technology.yaml" line="94"/>
        <source>None of the %n pairs finds a technology: the automa takes none.</source>
        <extracomment>node none (check); seed 003, Technology</extracomment>
        <translation>
            <numerusform>None of the %n pair finds a technology: the automa takes none.</numerusform>
            <numerusform>None of the %n pairs finds a technology: the automa takes none.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/turn</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/turn.yaml" line="90"/>
        <source>Flip card {position} of the row face up, so that %n cards without activation cubes show.</source>
        <extracomment>node reveal_do (do); seed 003, Reveal</extracomment>
        <translation>
            <numerusform>Flip card {position} of the row face up, so that %n card without activation cubes show.</numerusform>
            <numerusform>Flip card {position} of the row face up, so that %n cards without activation cubes show.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/wonder</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="35"/>
        <source>Put %n action cubes on the Wonder&apos;s hex.</source>
        <extracomment>node cubes (do); seed 003, Wonder</extracomment>
        <translation>
            <numerusform>Put %n action cube on the Wonder&apos;s hex.</numerusform>
            <numerusform>Put %n action cubes on the Wonder&apos;s hex.</numerusform>
        </translation>
    </message>
</context>
</TS>
