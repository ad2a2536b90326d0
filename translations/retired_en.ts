<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>eupop</name>
    <message numerus="yes">
        <source>Roll again among {count} child nodes.</source>
        <translation>
            <numerusform>Roll again among {count} child node.</numerusform>
            <numerusform>Roll again among {count} child nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} Realms Passed before</source>
        <translation>
            <numerusform>{count} Realm Passed before</numerusform>
            <numerusform>{count} Realms Passed before</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/cleanup</name>
    <message numerus="yes">
        <source>Add %n Units to the Manpower Reserve. Manpower is now {total}.</source>
        <translation>
            <numerusform>Add %n Unit to the Manpower Reserve. Manpower is now {total}.</numerusform>
            <numerusform>Add %n Units to the Manpower Reserve. Manpower is now {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bots always have at least {minimum} Manpower: add %n Units to the Manpower Reserve.</source>
        <translation>
            <numerusform>Bots always have at least {minimum} Manpower: add %n Unit to the Manpower Reserve.</numerusform>
            <numerusform>Bots always have at least {minimum} Manpower: add %n Units to the Manpower Reserve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Return %n Units from {from} to the Supply. Manpower is now {total}.</source>
        <translation>
            <numerusform>Return %n Unit from {from} to the Supply. Manpower is now {total}.</numerusform>
            <numerusform>Return %n Units from {from} to the Supply. Manpower is now {total}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/convert</name>
    <message numerus="yes">
        <source>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</source>
        <translation>
            <numerusform>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n die.</numerusform>
            <numerusform>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/defend</name>
    <message numerus="yes">
        <source>%n Units</source>
        <translation>
            <numerusform>%n Unit</numerusform>
            <numerusform>%n Units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <translation>
            <numerusform>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</numerusform>
            <numerusform>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/dow_on_bot</name>
    <message numerus="yes">
        <source>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} Bot Power per Ally: %n Bot Power.</source>
        <translation>
            <numerusform>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} Bot Power per Ally: %n Bot Power.</numerusform>
            <numerusform>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} Bot Power per Ally: %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} per Ally: %n Bot Power.</source>
        <translation>
            <numerusform>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} per Ally: %n Bot Power.</numerusform>
            <numerusform>Flip the Alliance token of each of those NPR Allies (check your booklet). The Bot gains {each} per Ally: %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lay down %n Units: {standing} standing, {laid_down} laid down.</source>
        <translation>
            <numerusform>Lay down %n Unit: {standing} standing, {laid_down} laid down.</numerusform>
            <numerusform>Lay down %n Units: {standing} standing, {laid_down} laid down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</source>
        <translation>
            <numerusform>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</numerusform>
            <numerusform>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stand up %n Units: {standing} standing, {laid_down} laid down.</source>
        <translation>
            <numerusform>Stand up %n Unit: {standing} standing, {laid_down} laid down.</numerusform>
            <numerusform>Stand up %n Units: {standing} standing, {laid_down} laid down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/event</name>
    <message numerus="yes">
        <source>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <translation>
            <numerusform>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead (place it by Choice Processes: lowest Tax Value first).</numerusform>
            <numerusform>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead (place them by Choice Processes: lowest Tax Value first).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For each step of Stability gained, remove %n of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <translation>
            <numerusform>For each step of Stability gained, remove %n of the Bot&apos;s Unrest (highest Tax Value first).</numerusform>
            <numerusform>For each step of Stability gained, remove %n of the Bot&apos;s Unrest (highest Tax Value first).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead of Ducats the Bot gains %n Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>
            <numerusform>Instead of Ducats the Bot gains %n Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</numerusform>
            <numerusform>Instead of Ducats the Bot gains %n Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <translation>
            <numerusform>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</numerusform>
            <numerusform>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/income</name>
    <message numerus="yes">
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}.</source>
        <translation>
            <numerusform>Gain %n Bot Power (Difficulty Level). Available: {available}.</numerusform>
            <numerusform>Gain %n Bot Power (Difficulty Level). Available: {available}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n Bot Power for the +20 Income tile (check your booklet).</source>
        <translation>
            <numerusform>Gain %n Bot Power for the +20 Income tile (check your booklet).</numerusform>
            <numerusform>Gain %n Bot Power for the +20 Income tile (check your booklet).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/land_battle</name>
    <message numerus="yes">
        <source>The Army loses its %n standing Units.</source>
        <translation>
            <numerusform>The Army loses its %n standing Unit.</numerusform>
            <numerusform>The Army loses its %n standing Units.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/military</name>
    <message numerus="yes">
        <source>%n Units</source>
        <translation>
            <numerusform>%n Unit</numerusform>
            <numerusform>%n Units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <translation>
            <numerusform>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</numerusform>
            <numerusform>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <translation>
            <numerusform>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</numerusform>
            <numerusform>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/naval</name>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power from Trade.</source>
        <translation>
            <numerusform>The Bot gains %n Bot Power from Trade.</numerusform>
            <numerusform>The Bot gains %n Bot Power from Trade.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/naval_battle</name>
    <message numerus="yes">
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <translation>
            <numerusform>Only the Bot rolls. Roll %n Artillery Die plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</numerusform>
            <numerusform>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <translation>
            <numerusform>Only the Bot rolls. Roll %n Artillery Die plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</numerusform>
            <numerusform>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/peace_and_rebels</name>
    <message numerus="yes">
        <source>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</source>
        <translation>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</numerusform>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Bot loses %n Bot Power for the Rebel Dice, never more per roll (check your booklet).</source>
        <translation>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice, never more per roll (check your booklet).</numerusform>
            <numerusform>The Bot loses %n Bot Power for the Rebel Dice, never more per roll (check your booklet).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/replace_human</name>
    <message numerus="yes">
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</source>
        <translation>
            <numerusform>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</numerusform>
            <numerusform>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/ship_placement</name>
    <message numerus="yes">
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <translation>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
            <numerusform>The Bot gains %n Bot Power for its first Battle win this Turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/ballista</name>
    <message numerus="yes">
        <source>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</source>
        <translation>
            <numerusform>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cube on the barracks area.</numerusform>
            <numerusform>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <translation>
            <numerusform>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cube on the workshop area.</numerusform>
            <numerusform>Archer units to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ballistas to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <translation>
            <numerusform>Ballistas to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cube on the workshop area.</numerusform>
            <numerusform>Ballistas to place: {n}. Put it on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/battles</name>
    <message numerus="yes">
        <source>Put %n action cubes on the area of this action. The automa fights {battles} battles, one after the other.</source>
        <translation>
            <numerusform>Put %n action cube on the area of this action. The automa fights {battles} battles, one after the other.</numerusform>
            <numerusform>Put %n action cubes on the area of this action. The automa fights {battles} battles, one after the other.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/buildings</name>
    <message numerus="yes">
        <source>Place buildings on that hex: {n}. Put %n action cubes on the hex.</source>
        <translation>
            <numerusform>Place buildings on that hex: {n}. Put %n action cube on the hex.</numerusform>
            <numerusform>Place buildings on that hex: {n}. Put %n action cubes on the hex.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/peasants</name>
    <message numerus="yes">
        <source>Peasants to place (one per automa city): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</source>
        <translation>
            <numerusform>Peasants to place (one per automa city): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cube on the city area.</numerusform>
            <numerusform>Peasants to place (one per automa city): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place {peasants} on the priority hex next to an automa city or castle, as many as the automa&apos;s cities. Put %n action cubes on the city area.</source>
        <translation>
            <numerusform>Place {peasants} on the priority hex next to an automa city or castle, as many as the automa&apos;s cities. Put %n action cube on the city area.</numerusform>
            <numerusform>Place {peasants} on the priority hex next to an automa city or castle, as many as the automa&apos;s cities. Put %n action cubes on the city area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place {peasants}, one per automa city. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</source>
        <translation>
            <numerusform>Place {peasants}, one per automa city. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cube on the city area.</numerusform>
            <numerusform>Place {peasants}, one per automa city. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the city area.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/round_start</name>
    <message numerus="yes">
        <source>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board, the first {up} face up and the rest face down.</source>
        <translation>
            <numerusform>Round {round}: shuffle the automa deck and lay out a row of %n card in front of the automa board, the first {up} face up and the rest face down.</numerusform>
            <numerusform>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board, the first {up} face up and the rest face down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/swordsmen</name>
    <message numerus="yes">
        <source>Swordsmen to place (the age number): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</source>
        <translation>
            <numerusform>Swordsmen to place (the age number): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cube on the barracks area.</numerusform>
            <numerusform>Swordsmen to place (the age number): {n}. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/cyclone</name>
    <message numerus="yes">
        <source>That player unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>
            <numerusform>That player unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</numerusform>
            <numerusform>That player unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}). Every other player with cities adjacent to it selects {other} of them.</source>
        <translation>
            <numerusform>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}). Every other player with cities adjacent to it selects {other} of them.</numerusform>
            <numerusform>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}). Every other player with cities adjacent to it selects {other} of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <translation>
            <numerusform>The primary victim unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</numerusform>
            <numerusform>The primary victim unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{advance}: that player unselects %n more of its selected cities.</source>
        <translation>
            <numerusform>{advance}: that player unselects %n more of its selected cities.</numerusform>
            <numerusform>{advance}: that player unselects %n more of its selected cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{advance}: the primary victim unselects %n more of its selected cities.</source>
        <translation>
            <numerusform>{advance}: the primary victim unselects %n more of its selected cities.</numerusform>
            <numerusform>{advance}: the primary victim unselects %n more of its selected cities.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/epidemic</name>
    <message numerus="yes">
        <source>The primary victim names %n other players as secondary victims. The beneficiary cannot be one of them.</source>
        <translation>
            <numerusform>The primary victim names %n other player as secondary victims. The beneficiary cannot be one of them.</numerusform>
            <numerusform>The primary victim names %n other players as secondary victims. The beneficiary cannot be one of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/famine</name>
    <message numerus="yes">
        <source>%n other players</source>
        <translation>
            <numerusform>%n other player</numerusform>
            <numerusform>%n other players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim takes %n damage ({breakdown}) and names {n} other players as secondary victims.</source>
        <translation>
            <numerusform>The primary victim takes %n damage ({breakdown}) and names {n} other players as secondary victims.</numerusform>
            <numerusform>The primary victim takes %n damage ({breakdown}) and names {n} other players as secondary victims.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim takes %n damage ({breakdown}) and names {others} as secondary victims.</source>
        <translation>
            <numerusform>The primary victim takes %n damage ({breakdown}) and names {others} as secondary victims.</numerusform>
            <numerusform>The primary victim takes %n damage ({breakdown}) and names {others} as secondary victims.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/flood</name>
    <message numerus="yes">
        <source>Take the flood plain where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</source>
        <translation>
            <numerusform>Take the flood plain where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</numerusform>
            <numerusform>Take the flood plain where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/iconoclasm_heresy</name>
    <message numerus="yes">
        <source>%n other players</source>
        <translation>
            <numerusform>%n other player</numerusform>
            <numerusform>%n other players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does the primary victim hold {advance} and discard %n commodity cards to cancel the calamity for itself?</source>
        <translation>
            <numerusform>Does the primary victim hold {advance} and discard %n commodity card to cancel the calamity for itself?</numerusform>
            <numerusform>Does the primary victim hold {advance} and discard %n commodity cards to cancel the calamity for itself?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {n} other players, never the beneficiary; each of them reduces %n city.</source>
        <translation>
            <numerusform>The primary victim names {n} other players, never the beneficiary; each of them reduces %n city.</numerusform>
            <numerusform>The primary victim names {n} other players, never the beneficiary; each of them reduces %n cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {others}, never the beneficiary; each of them reduces %n city.</source>
        <translation>
            <numerusform>The primary victim names {others}, never the beneficiary; each of them reduces %n city.</numerusform>
            <numerusform>The primary victim names {others}, never the beneficiary; each of them reduces %n cities.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/piracy</name>
    <message numerus="yes">
        <source>%n other players</source>
        <translation>
            <numerusform>%n other player</numerusform>
            <numerusform>%n other players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {n} other players; each loses %n coastal city to a pirate city. A player holding Naval Warfare cannot be named.</source>
        <translation>
            <numerusform>The primary victim names {n} other players; each loses %n coastal city to a pirate city. A player holding Naval Warfare cannot be named.</numerusform>
            <numerusform>The primary victim names {n} other players; each loses %n coastal cities to pirate cities. A player holding Naval Warfare cannot be named.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {n} other players; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</source>
        <translation>
            <numerusform>The primary victim names {n} other players; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</numerusform>
            <numerusform>The primary victim names {n} other players; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary victim names {others}; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</source>
        <translation>
            <numerusform>The primary victim names {others}; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</numerusform>
            <numerusform>The primary victim names {others}; each loses %n coastal cities to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/regression</name>
    <message numerus="yes">
        <source>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} of its cities per step to cancel that step.</source>
        <translation>
            <numerusform>Move the primary victim&apos;s A.S.T. marker back %n step ({breakdown}). With Enlightenment it may destroy {cities} of its cities per step to cancel that step.</numerusform>
            <numerusform>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} of its cities per step to cancel that step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} per step to cancel that step.</source>
        <translation>
            <numerusform>Move the primary victim&apos;s A.S.T. marker back %n step ({breakdown}). With Enlightenment it may destroy {cities} per step to cancel that step.</numerusform>
            <numerusform>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} per step to cancel that step.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/treachery</name>
    <message numerus="yes">
        <source>The beneficiary has no city in stock: replace %n of the primary victim&apos;s cities with pirate cities ({breakdown}).</source>
        <translation>
            <numerusform>The beneficiary has no city in stock: replace %n of the primary victim&apos;s cities with pirate cities ({breakdown}).</numerusform>
            <numerusform>The beneficiary has no city in stock: replace %n of the primary victim&apos;s cities with pirate cities ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/tyranny</name>
    <message numerus="yes">
        <source>The beneficiary annexes %n unit points of the primary victim&apos;s units ({breakdown}). The primary victim selects whole areas, adjacent to each other where it can.</source>
        <translation>
            <numerusform>The beneficiary annexes %n unit point of the primary victim&apos;s units ({breakdown}). The primary victim selects whole areas, adjacent to each other where it can.</numerusform>
            <numerusform>The beneficiary annexes %n unit points of the primary victim&apos;s units ({breakdown}). The primary victim selects whole areas, adjacent to each other where it can.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The beneficiary selects %n unit points of the primary victim&apos;s units and annexes them ({breakdown}): whole areas, adjacent to each other where it can.</source>
        <translation>
            <numerusform>The beneficiary selects %n unit point of the primary victim&apos;s units and annexes them ({breakdown}): whole areas, adjacent to each other where it can.</numerusform>
            <numerusform>The beneficiary selects %n unit points of the primary victim&apos;s units and annexes them ({breakdown}): whole areas, adjacent to each other where it can.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/volcano_earthquake</name>
    <message numerus="yes">
        <source>Earthquake: the primary victim destroys {destroyed} ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</source>
        <translation>
            <numerusform>Earthquake: the primary victim destroys {destroyed} ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</numerusform>
            <numerusform>Earthquake: the primary victim destroys {destroyed} ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n cities of any player in an area adjacent to it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Earthquake: the primary victim destroys {destroyed} of its cities ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</source>
        <translation>
            <numerusform>Earthquake: the primary victim destroys {destroyed} of its cities ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</numerusform>
            <numerusform>Earthquake: the primary victim destroys {destroyed} of its cities ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n cities of any player in an area adjacent to it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/alliance_turn</name>
    <message numerus="yes">
        <source>Full Removal: {bot} damages %n items, exhausted ones first.</source>
        <translation>
            <numerusform>Full Removal: {bot} damages %n item, exhausted ones first.</numerusform>
            <numerusform>Full Removal: {bot} damages %n items, exhausted ones first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/battle_results</name>
    <message numerus="yes">
        <source>Return %n warriors to the bot&apos;s supply. Supply now: {supply}.</source>
        <translation>
            <numerusform>Return %n warrior to the bot&apos;s supply. Supply now: {supply}.</numerusform>
            <numerusform>Return %n warriors to the bot&apos;s supply. Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_setup</name>
    <message numerus="yes">
        <source>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. With neither the Marquise de Cat nor the Mechanical Marquise 2.0 in the game, use a random corner clearing. Supply now: {supply}.</source>
        <translation>
            <numerusform>Place a roost and %n warrior in the corner clearing diagonally opposite the keep token. With neither the Marquise de Cat nor the Mechanical Marquise 2.0 in the game, use a random corner clearing. Supply now: {supply}.</numerusform>
            <numerusform>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. With neither the Marquise de Cat nor the Mechanical Marquise 2.0 in the game, use a random corner clearing. Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/full_removal</name>
    <message numerus="yes">
        <source>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n item, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
            <numerusform>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/losses</name>
    <message numerus="yes">
        <source>Full Removal: {bot} damages %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Full Removal: {bot} damages %n item, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
            <numerusform>Full Removal: {bot} damages %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove a {building} of the bot from that clearing (%n left on the map).</source>
        <translation>
            <numerusform>Remove a {building} of the bot from that clearing (%n left on the map).</numerusform>
            <numerusform>Remove a {building} of the bot from that clearing (%n left on the map).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Taking hits: damage %n item, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
            <numerusform>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: {bot} damages %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Taking hits: {bot} damages %n item, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
            <numerusform>Taking hits: {bot} damages %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_turn</name>
    <message numerus="yes">
        <source>Iron Will: recruit again, as many warriors as before: take %n warriors from the supply. {plan} Supply now: {supply}.</source>
        <translation>
            <numerusform>Iron Will: recruit again, as many warriors as before: take %n warrior from the supply. {plan} Supply now: {supply}.</numerusform>
            <numerusform>Iron Will: recruit again, as many warriors as before: take %n warriors from the supply. {plan} Supply now: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/pick_random</name>
    <message numerus="yes">
        <source>Roll to pick one of the %n at random.</source>
        <translation>
            <numerusform>Roll to pick one of the %n at random.</numerusform>
            <numerusform>Roll to pick one of the %n at random.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/removed_vp</name>
    <message numerus="yes">
        <source>How many of them were {bot}&apos;s? {bot} loses %n VP for each. (0 to {max})</source>
        <translation>
            <numerusform>How many of them were {bot}&apos;s? {bot} loses %n VP for each. (0 to {max})</numerusform>
            <numerusform>How many of them were {bot}&apos;s? {bot} loses %n VP for each. (0 to {max})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed.</source>
        <translation>
            <numerusform>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed.</numerusform>
            <numerusform>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the app takes the bots&apos; off next.</source>
        <translation>
            <numerusform>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the app takes the bots&apos; off next.</numerusform>
            <numerusform>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the app takes the bots&apos; off next.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/spread</name>
    <message numerus="yes">
        <source>The bot scores %n VP, shown on the space just uncovered on the {track} (one less under Martial Law, never below zero). VP now: {vp}.</source>
        <translation>
            <numerusform>The bot scores %n VP, shown on the space just uncovered on the {track} (one less under Martial Law, never below zero). VP now: {vp}.</numerusform>
            <numerusform>The bot scores %n VP, shown on the space just uncovered on the {track} (one less under Martial Law, never below zero). VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/take_hits</name>
    <message numerus="yes">
        <source>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</source>
        <translation>
            <numerusform>Crackdown: the {base} base goes back to the Bases box; %n sympathy token leaves the map.</numerusform>
            <numerusform>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Return %n warriors to the bot&apos;s supply. Supply now: {supply}.</source>
        <translation>
            <numerusform>Return %n warrior to the bot&apos;s supply. Supply now: {supply}.</numerusform>
            <numerusform>Return %n warriors to the bot&apos;s supply. Supply now: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Taking hits: damage %n item, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
            <numerusform>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_turn</name>
    <message numerus="yes">
        <source>Evening, Refresh: turn %n exhausted, undamaged items face up (fewer while any item is damaged).</source>
        <translation>
            <numerusform>Evening, Refresh: turn %n exhausted, undamaged item face up (fewer while any item is damaged).</numerusform>
            <numerusform>Evening, Refresh: turn %n exhausted, undamaged items face up (fewer while any item is damaged).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_aid</name>
    <message numerus="yes">
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored} (Helper: one more). The player draws twice {cards}; a bot draws none and scores one VP instead. VP now: {vp}.</source>
        <translation>
            <numerusform>Aid: exhaust %n item and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored} (Helper: one more). The player draws twice {cards}; a bot draws none and scores one VP instead. VP now: {vp}.</numerusform>
            <numerusform>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored} (Helper: one more). The player draws twice {cards}; a bot draws none and scores one VP instead. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards}; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</source>
        <translation>
            <numerusform>Aid: exhaust %n item and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards}; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</numerusform>
            <numerusform>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards}; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP (Helper: one more). The player draws twice {k} cards; a bot draws none and scores one VP instead. VP now: {vp}.</source>
        <translation>
            <numerusform>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP (Helper: one more). The player draws twice {k} cards; a bot draws none and scores one VP instead. VP now: {vp}.</numerusform>
            <numerusform>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP (Helper: one more). The player draws twice {k} cards; a bot draws none and scores one VP instead. VP now: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP. The player draws {k} cards; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</source>
        <translation>
            <numerusform>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP. The player draws {k} cards; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</numerusform>
            <numerusform>Aid: exhaust {k} items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores %n VP. The player draws {k} cards; a bot draws none and scores one VP instead (Poor Manual Dexterity). VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_battle</name>
    <message numerus="yes">
        <source>Battle (Berserker): exhaust %n item and battle the player with the most pieces there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Battle (Berserker): exhaust %n item and battle the player with the most pieces there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
            <numerusform>Battle (Berserker): exhaust %n items and battle the player with the most pieces there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle again: exhaust %n items (all it has left if fewer) and battle the same enemy.</source>
        <translation>
            <numerusform>Battle again: exhaust %n item (all it has left if fewer) and battle the same enemy.</numerusform>
            <numerusform>Battle again: exhaust %n items (all it has left if fewer) and battle the same enemy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
            <numerusform>Battle: exhaust %n items and battle the enemy with the most VP there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} hit at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Battle: exhaust %n item and battle the enemy with the most VP there. Marksman: deal {first} hit at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
            <numerusform>Battle: exhaust %n items and battle the enemy with the most VP there. Marksman: deal {first} hit at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle: exhaust %n item and battle the enemy with the most VP there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <translation>
            <numerusform>Battle: exhaust %n item and battle the enemy with the most VP there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
            <numerusform>Battle: exhaust %n items and battle the enemy with the most VP there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <translation>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</source>
        <translation>
            <numerusform>Taking hits: damage %n item, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
            <numerusform>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {track}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_explore</name>
    <message numerus="yes">
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <translation>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_quest</name>
    <message numerus="yes">
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</source>
        <translation>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
            <numerusform>Move the Vagabot there, exhausting an item per move: %n exhausted, {left} unexhausted left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain} VP. Draw a new quest and put it face up. VP now: {vp}.</source>
        <translation>
            <numerusform>Quest: exhaust %n item, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain} VP. Draw a new quest and put it face up. VP now: {vp}.</numerusform>
            <numerusform>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain} VP. Draw a new quest and put it face up. VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_special</name>
    <message numerus="yes">
        <source>Ranger: exhaust %n item and slip into a random adjacent forest.</source>
        <translation>
            <numerusform>Ranger: exhaust %n item and slip into a random adjacent forest.</numerusform>
            <numerusform>Ranger: exhaust %n items and slip into a random adjacent forest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain} VP. VP now: {vp}.</source>
        <translation>
            <numerusform>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain} VP. VP now: {vp}.</numerusform>
            <numerusform>Tinker: exhaust %n items, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain} VP. VP now: {vp}.</numerusform>
        </translation>
    </message>
</context>
</TS>
