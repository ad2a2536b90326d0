<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>glory_automa</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="319"/>
        <source>Keyed automa cards: %n keyed, the game keeps {kept}; key in more cards or play without them.</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>Keyed automa cards: %n keyed, the game keeps {kept}; key in more cards or play without them.</numerusform>
            <numerusform>Keyed automa cards: %n keyed, the game keeps {kept}; key in more cards or play without them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="178"/>
        <source>a card shows at most %n priority numbers, not {given}</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>a card shows at most %n priority number, not {given}</numerusform>
            <numerusform>a card shows at most %n priority numbers, not {given}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="289"/>
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
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="103"/>
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
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="16"/>
        <source>Ballistas to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <extracomment>node place (do); seed 003, Ballista</extracomment>
        <translation>
            <numerusform>Ballistas to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cube on the workshop area.</numerusform>
            <numerusform>Ballistas to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="29"/>
        <source>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</source>
        <extracomment>node archers (do); seed 003, Main action cubes (reconstructed)</extracomment>
        <translation>
            <numerusform>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cube on the barracks area.</numerusform>
            <numerusform>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/battles</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/battles.yaml" line="10"/>
        <source>Put %n action cubes on the area of this action. The automa fights {battles} battles, one after the other.</source>
        <extracomment>node cubes (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>
            <numerusform>Put %n action cube on the area of this action. The automa fights {battles} battles, one after the other.</numerusform>
            <numerusform>Put %n action cubes on the area of this action. The automa fights {battles} battles, one after the other.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/buildings</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="25"/>
        <source>Place buildings on that hex: {n}. Put %n action cubes on the hex.</source>
        <extracomment>node build_all (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Place buildings on that hex: {n}. Put %n action cube on the hex.</numerusform>
            <numerusform>Place buildings on that hex: {n}. Put %n action cubes on the hex.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="34"/>
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
        <location filename="../rules/glory_automa/charts/castle.yaml" line="43"/>
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
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="10"/>
        <source>Peasants to place (one per automa city): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</source>
        <extracomment>node place (do); seed 003, Peasants</extracomment>
        <translation>
            <numerusform>Peasants to place (one per automa city): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cube on the city area.</numerusform>
            <numerusform>Peasants to place (one per automa city): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</numerusform>
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
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="22"/>
        <source>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board, the first {up} face up and the rest face down.</source>
        <extracomment>node deal (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Round {round}: shuffle the automa deck and lay out a row of %n card in front of the automa board, the first {up} face up and the rest face down.</numerusform>
            <numerusform>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board, the first {up} face up and the rest face down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/setup</name>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/setup.yaml" line="28"/>
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
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="35"/>
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
        <source>Swordsmen to place (the age number): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</source>
        <extracomment>node place (do); seed 003, Swordsmen</extracomment>
        <translation>
            <numerusform>Swordsmen to place (the age number): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cube on the barracks area.</numerusform>
            <numerusform>Swordsmen to place (the age number): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</numerusform>
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
