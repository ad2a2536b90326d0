<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>megaciv_calamities</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="336"/>
        <source>after the advances: %n</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>
            <numerusform>after the advances: %n</numerusform>
            <numerusform>after the advances: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/barbarian_hordes</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="79"/>
        <source>The beneficiary picks one of the primary victim&apos;s cities, a city in the wilderness if there is one. %n barbarian tokens attack it ({breakdown}).</source>
        <extracomment>node attack (do); seed 004, Barbarian Hordes</extracomment>
        <translation>
            <numerusform>The beneficiary picks one of the primary victim&apos;s cities, a city in the wilderness if there is one. %n barbarian token attacks it ({breakdown}).</numerusform>
            <numerusform>The beneficiary picks one of the primary victim&apos;s cities, a city in the wilderness if there is one. %n barbarian tokens attack it ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_disorder</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="145"/>
        <source>The primary victim reduces all of its cities except %n ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim reduces all of its cities except %n ({breakdown}).</numerusform>
            <numerusform>The primary victim reduces all of its cities except %n ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_war</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="169"/>
        <source>The primary victim marks %n unit points as selected ({breakdown}) and keeps the rest on the board: {keep}.</source>
        <extracomment>node select (do); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>The primary victim marks %n unit point as selected ({breakdown}) and keeps the rest on the board: {keep}.</numerusform>
            <numerusform>The primary victim marks %n unit points as selected ({breakdown}) and keeps the rest on the board: {keep}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="190"/>
        <source>Can the primary victim select exactly %n unit points that way?</source>
        <extracomment>node exact (ask); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>Can the primary victim select exactly %n unit point that way?</numerusform>
            <numerusform>Can the primary victim select exactly %n unit points that way?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/cyclone</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="54"/>
        <source>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</source>
        <extracomment>node select (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</numerusform>
            <numerusform>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="115"/>
        <source>The primary victim reduces every city it selected: at most %n.</source>
        <extracomment>node reduce_all (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>The primary victim reduces every city it selected: at most %n.</numerusform>
            <numerusform>The primary victim reduces every city it selected: at most %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="125"/>
        <source>The primary victim unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <extracomment>node reduce (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>The primary victim unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</numerusform>
            <numerusform>The primary victim unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="176"/>
        <source>That player selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</source>
        <extracomment>node s1_select (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>That player selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</numerusform>
            <numerusform>That player selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="236"/>
        <source>That player reduces every city it selected: at most %n.</source>
        <extracomment>node s1_reduce_all (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>That player reduces every city it selected: at most %n.</numerusform>
            <numerusform>That player reduces every city it selected: at most %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="246"/>
        <source>That player unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</source>
        <extracomment>node s1_reduce (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>That player unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</numerusform>
            <numerusform>That player unselects %n of its selected cities ({breakdown}) and reduces the rest: at most {reduced}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/epidemic</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="105"/>
        <source>The primary victim takes %n damage ({breakdown}).</source>
        <extracomment>node primary_damage (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>The primary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The primary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="119"/>
        <source>The primary victim names %n other players as secondary victims. The beneficiary cannot be one of them.</source>
        <extracomment>node name (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>The primary victim names %n other player as secondary victims. The beneficiary cannot be one of them.</numerusform>
            <numerusform>The primary victim names %n other players as secondary victims. The beneficiary cannot be one of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="169"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>The first secondary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The first secondary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="222"/>
        <source>The second secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_2 (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>The second secondary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The second secondary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/famine</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="82"/>
        <source>The primary victim takes %n damage ({breakdown}) and names {others} as secondary victims.</source>
        <extracomment>node primary_damage (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim takes %n damage ({breakdown}) and names {others} as secondary victims.</numerusform>
            <numerusform>The primary victim takes %n damage ({breakdown}) and names {others} as secondary victims.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="82"/>
        <source>%n other players</source>
        <extracomment>part of the text of node primary_damage (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>%n other player</numerusform>
            <numerusform>%n other players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="139"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>The first secondary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The first secondary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="195"/>
        <source>The second secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_2 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>The second secondary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The second secondary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="251"/>
        <source>The third secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_3 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>The third secondary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The third secondary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/flood</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="48"/>
        <source>Take the flood plain where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</source>
        <extracomment>node plain_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>Take the flood plain where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</numerusform>
            <numerusform>Take the flood plain where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="67"/>
        <source>No units on a flood plain: the primary victim takes %n damage from its units in coastal areas ({breakdown}).</source>
        <extracomment>node coast_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>No units on a flood plain: the primary victim takes %n damage from its units in coastal areas ({breakdown}).</numerusform>
            <numerusform>No units on a flood plain: the primary victim takes %n damage from its units in coastal areas ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/iconoclasm_heresy</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="88"/>
        <source>Does the primary victim hold {advance} and discard %n commodity cards to cancel the calamity for itself?</source>
        <extracomment>node theocracy (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Does the primary victim hold {advance} and discard %n commodity card to cancel the calamity for itself?</numerusform>
            <numerusform>Does the primary victim hold {advance} and discard %n commodity cards to cancel the calamity for itself?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="108"/>
        <source>The primary victim reduces %n of its cities ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim reduces %n of its cities ({breakdown}).</numerusform>
            <numerusform>The primary victim reduces %n of its cities ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="122"/>
        <source>The primary victim names {others}, never the beneficiary; each of them reduces %n city.</source>
        <extracomment>node others (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim names {others}, never the beneficiary; each of them reduces %n city.</numerusform>
            <numerusform>The primary victim names {others}, never the beneficiary; each of them reduces %n cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="122"/>
        <source>%n other players</source>
        <extracomment>part of the text of node others (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n other player</numerusform>
            <numerusform>%n other players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/piracy</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="67"/>
        <source>The beneficiary replaces %n of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</source>
        <extracomment>node replace (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>The beneficiary replaces %n of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</numerusform>
            <numerusform>The beneficiary replaces %n of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="81"/>
        <source>The primary victim names {others}; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</source>
        <extracomment>node others (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim names {others}; each loses %n coastal city to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</numerusform>
            <numerusform>The primary victim names {others}; each loses %n coastal cities to a pirate city. The beneficiary cannot be named, nor a player holding Naval Warfare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="81"/>
        <source>%n other players</source>
        <extracomment>part of the text of node others (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n other player</numerusform>
            <numerusform>%n other players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/regression</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="61"/>
        <source>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} per step to cancel that step.</source>
        <extracomment>node back (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>Move the primary victim&apos;s A.S.T. marker back %n step ({breakdown}). With Enlightenment it may destroy {cities} per step to cancel that step.</numerusform>
            <numerusform>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} per step to cancel that step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="61"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node back (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>%n of its cities</numerusform>
            <numerusform>%n of its cities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/superstition</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="103"/>
        <source>The primary victim reduces %n of its cities ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim reduces %n of its cities ({breakdown}).</numerusform>
            <numerusform>The primary victim reduces %n of its cities ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/treachery</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="54"/>
        <source>The beneficiary annexes %n of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</source>
        <extracomment>node annex (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>The beneficiary annexes %n of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</numerusform>
            <numerusform>The beneficiary annexes %n of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="69"/>
        <source>The beneficiary has no city in stock: replace %n of the primary victim&apos;s cities with pirate cities ({breakdown}).</source>
        <extracomment>node pirate (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>The beneficiary has no city in stock: replace %n of the primary victim&apos;s cities with pirate cities ({breakdown}).</numerusform>
            <numerusform>The beneficiary has no city in stock: replace %n of the primary victim&apos;s cities with pirate cities ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/tyranny</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="110"/>
        <source>The beneficiary selects %n unit points of the primary victim&apos;s units and annexes them ({breakdown}): whole areas, adjacent to each other where it can.</source>
        <extracomment>node annex (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>The beneficiary selects %n unit point of the primary victim&apos;s units and annexes them ({breakdown}): whole areas, adjacent to each other where it can.</numerusform>
            <numerusform>The beneficiary selects %n unit points of the primary victim&apos;s units and annexes them ({breakdown}): whole areas, adjacent to each other where it can.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/volcano_earthquake</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="55"/>
        <source>Earthquake: the primary victim destroys {destroyed} ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</source>
        <extracomment>node quake (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>Earthquake: the primary victim destroys {destroyed} ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</numerusform>
            <numerusform>Earthquake: the primary victim destroys {destroyed} ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n cities of any player in an area adjacent to it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="55"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node quake (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>%n of its cities</numerusform>
            <numerusform>%n of its cities</numerusform>
        </translation>
    </message>
</context>
</TS>
