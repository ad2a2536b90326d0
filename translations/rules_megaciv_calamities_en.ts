<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>megaciv_calamities</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="147"/>
        <source>{advance} makes it worse: %n fewer city kept</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>
            <numerusform>{advance} makes it worse: %n fewer city kept</numerusform>
            <numerusform>{advance} makes it worse: %n fewer cities kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="146"/>
        <source>{advance} protects: %n more city kept</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>
            <numerusform>{advance} protects: %n more city kept</numerusform>
            <numerusform>{advance} protects: %n more cities kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="366"/>
        <location filename="../rules/megaciv_calamities/resolver.py" line="376"/>
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
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="33"/>
        <source>{advance}: %n fewer barbarians attack the primary victim.</source>
        <extracomment>node p_monarchy_held (do); seed 004, Barbarian Hordes</extracomment>
        <translation>
            <numerusform>{advance}: %n fewer barbarian attacks the primary victim.</numerusform>
            <numerusform>{advance}: %n fewer barbarians attack the primary victim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="79"/>
        <source>{advance}: %n more barbarians attack the primary victim.</source>
        <extracomment>node p_politics_held (do); seed 004, Barbarian Hordes</extracomment>
        <extracomment>node p_provincial_empire_held (do); seed 004, Barbarian Hordes</extracomment>
        <translation>
            <numerusform>{advance}: %n more barbarian attacks the primary victim.</numerusform>
            <numerusform>{advance}: %n more barbarians attack the primary victim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="91"/>
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
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="106"/>
        <source>{advance}: the primary victim keeps %n more cities unreduced.</source>
        <extracomment>node p_music_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_drama_and_poetry_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_law_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_democracy_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim keeps %n more city unreduced.</numerusform>
            <numerusform>{advance}: the primary victim keeps %n more cities unreduced.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="131"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="156"/>
        <source>{advance}: the primary victim keeps %n fewer cities unreduced.</source>
        <extracomment>node p_advanced_military_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_naval_warfare_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim keeps %n fewer city unreduced.</numerusform>
            <numerusform>{advance}: the primary victim keeps %n fewer cities unreduced.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="169"/>
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
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="55"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="78"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="101"/>
        <source>{advance}: the primary victim selects %n fewer unit points.</source>
        <extracomment>node p_music_held (do); seed 004, Civil War</extracomment>
        <extracomment>node p_drama_and_poetry_held (do); seed 004, Civil War</extracomment>
        <extracomment>node p_democracy_held (do); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim selects %n fewer unit point.</numerusform>
            <numerusform>{advance}: the primary victim selects %n fewer unit points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="124"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="147"/>
        <source>{advance}: the primary victim selects %n more unit points.</source>
        <extracomment>node p_philosophy_held (do); seed 004, Civil War</extracomment>
        <extracomment>node p_military_held (do); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim selects %n more unit point.</numerusform>
            <numerusform>{advance}: the primary victim selects %n more unit points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="189"/>
        <source>The primary victim marks %n unit points as selected ({breakdown}) and keeps the rest on the board: {keep}.</source>
        <extracomment>node select (do); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>The primary victim marks %n unit point as selected ({breakdown}) and keeps the rest on the board: {keep}.</numerusform>
            <numerusform>The primary victim marks %n unit points as selected ({breakdown}) and keeps the rest on the board: {keep}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="210"/>
        <source>Can the primary victim select exactly %n unit points that way?</source>
        <extracomment>node exact (ask); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>Can the primary victim select exactly %n unit point that way?</numerusform>
            <numerusform>Can the primary victim select exactly %n unit points that way?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/corruption</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="31"/>
        <source>{advance}: the primary victim discards commodity cards worth %n less in face value.</source>
        <extracomment>node p_law_held (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim discards commodity cards worth %n less in face value.</numerusform>
            <numerusform>{advance}: the primary victim discards commodity cards worth %n less in face value.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="81"/>
        <source>{advance}: the primary victim discards commodity cards worth %n more in face value.</source>
        <extracomment>node p_coinage_held (do); seed research, Corruption (reconstructed)</extracomment>
        <extracomment>node p_wonder_of_the_world_held (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim discards commodity cards worth %n more in face value.</numerusform>
            <numerusform>{advance}: the primary victim discards commodity cards worth %n more in face value.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/cyclone</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="46"/>
        <source>{advance}: the primary victim selects %n more cities.</source>
        <extracomment>node p_trade_empire_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim selects %n more city.</numerusform>
            <numerusform>{advance}: the primary victim selects %n more cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="58"/>
        <source>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</source>
        <extracomment>node select (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</numerusform>
            <numerusform>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="83"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="106"/>
        <source>{advance}: the primary victim unselects %n of its selected cities.</source>
        <extracomment>node p_masonry_held (do); seed 004, Cyclone</extracomment>
        <extracomment>node p_calendar_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim unselects %n of its selected cities.</numerusform>
            <numerusform>{advance}: the primary victim unselects %n of its selected cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="128"/>
        <source>The primary victim reduces every city it selected: at most %n.</source>
        <extracomment>node reduce_all (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>The primary victim reduces every city it selected: at most %n.</numerusform>
            <numerusform>The primary victim reduces every city it selected: at most %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="145"/>
        <source>The primary victim unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</source>
        <extracomment>node reduce (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>The primary victim unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</numerusform>
            <numerusform>The primary victim unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="188"/>
        <source>{advance}: that player selects %n more cities.</source>
        <extracomment>node s1_trade_empire_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>{advance}: that player selects %n more city.</numerusform>
            <numerusform>{advance}: that player selects %n more cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="200"/>
        <source>That player selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</source>
        <extracomment>node s1_select (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>That player selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</numerusform>
            <numerusform>That player selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="224"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="247"/>
        <source>{advance}: that player unselects %n of its selected cities.</source>
        <extracomment>node s1_masonry_held (do); seed 004, Cyclone</extracomment>
        <extracomment>node s1_calendar_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>{advance}: that player unselects %n of its selected cities.</numerusform>
            <numerusform>{advance}: that player unselects %n of its selected cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="269"/>
        <source>That player reduces every city it selected: at most %n.</source>
        <extracomment>node s1_reduce_all (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>That player reduces every city it selected: at most %n.</numerusform>
            <numerusform>That player reduces every city it selected: at most %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="284"/>
        <source>That player unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</source>
        <extracomment>node s1_reduce (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>That player unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</numerusform>
            <numerusform>That player unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/epidemic</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="34"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="62"/>
        <source>{advance}: the primary victim takes %n less damage.</source>
        <extracomment>node p_medicine_held (do); seed 004, Epidemic</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim takes %n less damage.</numerusform>
            <numerusform>{advance}: the primary victim takes %n less damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="95"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="128"/>
        <source>{advance}: the primary victim takes %n more damage.</source>
        <extracomment>node p_roadbuilding_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>node p_trade_empire_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim takes %n more damage.</numerusform>
            <numerusform>{advance}: the primary victim takes %n more damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="145"/>
        <source>The primary victim takes %n damage ({breakdown}).</source>
        <extracomment>node primary_damage (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>The primary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The primary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="161"/>
        <source>The primary victim names up to %n other players as secondary victims. The beneficiary cannot be one of them.</source>
        <extracomment>node name (do); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim names up to %n other player as a secondary victim. The beneficiary cannot be named.</numerusform>
            <numerusform>The primary victim names up to %n other players as secondary victims. The beneficiary cannot be one of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="196"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="224"/>
        <source>{advance}: the first secondary victim takes %n less damage.</source>
        <extracomment>node s1_medicine_held (do); seed 004, Epidemic</extracomment>
        <extracomment>node s1_anatomy_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the first secondary victim takes %n less damage.</numerusform>
            <numerusform>{advance}: the first secondary victim takes %n less damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="259"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>The first secondary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The first secondary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="293"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="321"/>
        <source>{advance}: the second secondary victim takes %n less damage.</source>
        <extracomment>node s2_medicine_held (do); seed 004, Epidemic</extracomment>
        <extracomment>node s2_anatomy_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the second secondary victim takes %n less damage.</numerusform>
            <numerusform>{advance}: the second secondary victim takes %n less damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="356"/>
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
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="56"/>
        <source>{advance}: the primary victim takes %n less damage.</source>
        <extracomment>node p_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node p_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim takes %n less damage.</numerusform>
            <numerusform>{advance}: the primary victim takes %n less damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="81"/>
        <source>{advance}: the primary victim takes %n more damage.</source>
        <extracomment>node p_agriculture_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim takes %n more damage.</numerusform>
            <numerusform>{advance}: the primary victim takes %n more damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="114"/>
        <source>The primary victim takes %n damage ({breakdown}).</source>
        <extracomment>node primary_damage (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The primary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="128"/>
        <source>The primary victim names up to %n other players as secondary victims.</source>
        <extracomment>node name (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim names up to %n other player as a secondary victim.</numerusform>
            <numerusform>The primary victim names up to %n other players as secondary victims.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="163"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="188"/>
        <source>{advance}: the first secondary victim takes %n less damage.</source>
        <extracomment>node s1_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s1_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the first secondary victim takes %n less damage.</numerusform>
            <numerusform>{advance}: the first secondary victim takes %n less damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="221"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>The first secondary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The first secondary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="258"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="283"/>
        <source>{advance}: the second secondary victim takes %n less damage.</source>
        <extracomment>node s2_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s2_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the second secondary victim takes %n less damage.</numerusform>
            <numerusform>{advance}: the second secondary victim takes %n less damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="316"/>
        <source>The second secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_2 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>The second secondary victim takes %n damage ({breakdown}).</numerusform>
            <numerusform>The second secondary victim takes %n damage ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="353"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="378"/>
        <source>{advance}: the third secondary victim takes %n less damage.</source>
        <extracomment>node s3_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s3_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the third secondary victim takes %n less damage.</numerusform>
            <numerusform>{advance}: the third secondary victim takes %n less damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="411"/>
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
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="31"/>
        <source>{advance}: the primary victim takes %n less damage.</source>
        <extracomment>node p_engineering_held (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim takes %n less damage.</numerusform>
            <numerusform>{advance}: the primary victim takes %n less damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="52"/>
        <source>The flood plain is the one where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</source>
        <extracomment>node plain_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>The flood plain is the one where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</numerusform>
            <numerusform>The flood plain is the one where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="52"/>
        <source>%n damage</source>
        <extracomment>part of the text of node plain_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>%n damage</numerusform>
            <numerusform>%n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="96"/>
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
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="62"/>
        <source>{advance}: the primary victim reduces %n fewer cities.</source>
        <extracomment>node p_philosophy_held (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>node p_theology_held (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim reduces %n fewer city.</numerusform>
            <numerusform>{advance}: the primary victim reduces %n fewer cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="87"/>
        <source>{advance}: the primary victim reduces %n more cities.</source>
        <extracomment>node p_monotheism_held (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim reduces %n more city.</numerusform>
            <numerusform>{advance}: the primary victim reduces %n more cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="132"/>
        <source>Does the primary victim discard %n commodity cards to escape this calamity?</source>
        <extracomment>node theocracy_discard (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Does the primary victim discard %n commodity card to escape this calamity?</numerusform>
            <numerusform>Does the primary victim discard %n commodity cards to escape this calamity?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="149"/>
        <source>The primary victim reduces %n of its cities ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim reduces %n of its cities ({breakdown}).</numerusform>
            <numerusform>The primary victim reduces %n of its cities ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="163"/>
        <source>The primary victim names up to %n other players as secondary victims, never the beneficiary.</source>
        <extracomment>node others (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim names up to %n other player as a secondary victim, never the beneficiary.</numerusform>
            <numerusform>The primary victim names up to %n other players as secondary victims, never the beneficiary.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>part of the text of node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n of its cities</numerusform>
            <numerusform>%n of its cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>%n commodity cards</source>
        <extracomment>part of the text of node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>part of the text of node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n commodity card</numerusform>
            <numerusform>%n commodity cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/piracy</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="37"/>
        <source>{advance}: the beneficiary replaces %n more of the primary victim&apos;s coastal cities with pirate cities.</source>
        <extracomment>node p_cartography_held (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the beneficiary replaces %n more of the primary victim&apos;s coastal cities with a pirate city.</numerusform>
            <numerusform>{advance}: the beneficiary replaces %n more of the primary victim&apos;s coastal cities with pirate cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="62"/>
        <source>{advance}: the beneficiary replaces %n fewer of the primary victim&apos;s coastal cities with pirate cities.</source>
        <extracomment>node p_naval_warfare_held (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the beneficiary replaces %n fewer of the primary victim&apos;s coastal cities with a pirate city.</numerusform>
            <numerusform>{advance}: the beneficiary replaces %n fewer of the primary victim&apos;s coastal cities with pirate cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="75"/>
        <source>The beneficiary replaces %n of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</source>
        <extracomment>node replace (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>The beneficiary replaces %n of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</numerusform>
            <numerusform>The beneficiary replaces %n of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="89"/>
        <source>up to %n other players</source>
        <extracomment>part of the text of node others (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>up to %n other player</numerusform>
            <numerusform>up to %n other players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="113"/>
        <source>%n coastal city of the first secondary victim is replaced with a pirate city.</source>
        <extracomment>node loss_1 (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n coastal city of the first secondary victim is replaced with a pirate city.</numerusform>
            <numerusform>%n coastal cities of the first secondary victim are replaced with pirate cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="135"/>
        <source>%n coastal city of the second secondary victim is replaced with a pirate city.</source>
        <extracomment>node loss_2 (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n coastal city of the second secondary victim is replaced with a pirate city.</numerusform>
            <numerusform>%n coastal cities of the second secondary victim are replaced with pirate cities.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/regression</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="31"/>
        <source>{advance}: the primary victim&apos;s A.S.T. marker moves back %n more steps.</source>
        <extracomment>node p_fundamentalism_held (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim&apos;s A.S.T. marker moves back %n more step.</numerusform>
            <numerusform>{advance}: the primary victim&apos;s A.S.T. marker moves back %n more steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="56"/>
        <source>{advance}: the primary victim&apos;s A.S.T. marker moves back %n fewer steps.</source>
        <extracomment>node p_library_held (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim&apos;s A.S.T. marker moves back %n fewer step.</numerusform>
            <numerusform>{advance}: the primary victim&apos;s A.S.T. marker moves back %n fewer steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="89"/>
        <source>The primary victim moves its A.S.T. marker back %n steps ({breakdown}). If it holds {advance}, it may instead destroy {cities} for each step.</source>
        <extracomment>node back (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>The primary victim moves its A.S.T. marker back %n step ({breakdown}). If it holds {advance}, it may instead destroy {cities} for each step.</numerusform>
            <numerusform>The primary victim moves its A.S.T. marker back %n steps ({breakdown}). If it holds {advance}, it may instead destroy {cities} for each step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="89"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node back (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>%n of its cities</numerusform>
            <numerusform>%n of its cities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/slave_revolt</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="56"/>
        <source>{advance}: the primary victim&apos;s city support rate rises %n less.</source>
        <extracomment>node p_mythology_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim&apos;s city support rate rises %n less.</numerusform>
            <numerusform>{advance}: the primary victim&apos;s city support rate rises %n less.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="108"/>
        <source>{advance}: the primary victim&apos;s city support rate rises %n more.</source>
        <extracomment>node p_mining_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_cultural_ascendancy_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim&apos;s city support rate rises %n more.</numerusform>
            <numerusform>{advance}: the primary victim&apos;s city support rate rises %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/superstition</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="81"/>
        <source>{advance}: the primary victim reduces %n fewer cities.</source>
        <extracomment>node p_mysticism_held (do); seed research, Superstition (reconstructed)</extracomment>
        <extracomment>node p_deism_held (do); seed research, Superstition (reconstructed)</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim reduces %n fewer city.</numerusform>
            <numerusform>{advance}: the primary victim reduces %n fewer cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="106"/>
        <source>{advance}: the primary victim reduces %n more cities.</source>
        <extracomment>node p_universal_doctrine_held (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim reduces %n more city.</numerusform>
            <numerusform>{advance}: the primary victim reduces %n more cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="139"/>
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
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="37"/>
        <source>{advance}: the beneficiary annexes %n more of the primary victim&apos;s cities.</source>
        <extracomment>node p_diplomacy_held (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the beneficiary annexes %n more of the primary victim&apos;s cities.</numerusform>
            <numerusform>{advance}: the beneficiary annexes %n more of the primary victim&apos;s cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="58"/>
        <source>The beneficiary annexes %n of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</source>
        <extracomment>node annex (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>The beneficiary annexes %n of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</numerusform>
            <numerusform>The beneficiary annexes %n of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="76"/>
        <source>The beneficiary has no city in stock: %n of the primary victim&apos;s cities are replaced with pirate cities ({breakdown}).</source>
        <extracomment>node pirate (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>The beneficiary has no city in stock: %n of the primary victim&apos;s cities is replaced with a pirate city ({breakdown}).</numerusform>
            <numerusform>The beneficiary has no city in stock: %n of the primary victim&apos;s cities are replaced with pirate cities ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/tyranny</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="38"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="63"/>
        <source>{advance}: the beneficiary annexes %n fewer unit points from the primary victim.</source>
        <extracomment>node p_sculpture_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_law_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the beneficiary annexes %n fewer unit point from the primary victim.</numerusform>
            <numerusform>{advance}: the beneficiary annexes %n fewer unit points from the primary victim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="88"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="113"/>
        <source>{advance}: the beneficiary annexes %n more unit points from the primary victim.</source>
        <extracomment>node p_monarchy_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_provincial_empire_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the beneficiary annexes %n more unit point from the primary victim.</numerusform>
            <numerusform>{advance}: the beneficiary annexes %n more unit points from the primary victim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="126"/>
        <source>The beneficiary selects in whole areas (adjacent to each other where it can) %n unit points of the primary victim&apos;s units and annexes them ({breakdown}).</source>
        <extracomment>node annex (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>The beneficiary selects in whole areas (adjacent to each other where it can) %n unit point of the primary victim&apos;s units and annexes it ({breakdown}).</numerusform>
            <numerusform>The beneficiary selects in whole areas (adjacent to each other where it can) %n unit points of the primary victim&apos;s units and annexes them ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/volcano_earthquake</name>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="52"/>
        <source>{advance}: the primary victim destroys %n fewer of its cities.</source>
        <extracomment>node p_engineering_held (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>{advance}: the primary victim destroys %n fewer of its cities.</numerusform>
            <numerusform>{advance}: the primary victim destroys %n fewer of its cities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="75"/>
        <source>Earthquake: the primary victim destroys {destroyed} ({breakdown}). Then %n city of any player in an area adjacent to that city&apos;s area is reduced.</source>
        <extracomment>node quake (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>Earthquake: the primary victim destroys {destroyed} ({breakdown}). Then %n city of any player in an area adjacent to that city&apos;s area is reduced.</numerusform>
            <numerusform>Earthquake: the primary victim destroys {destroyed} ({breakdown}). Then %n cities of any players in an area adjacent to that city&apos;s area are reduced.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="75"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="95"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node quake (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <extracomment>part of the text of node quake_spared (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>%n of its cities</numerusform>
            <numerusform>%n of its cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="95"/>
        <source>Earthquake: the primary victim reduces {reduced} instead of destroying it ({breakdown}). Then %n city of any player in an area adjacent to that city&apos;s area is reduced.</source>
        <extracomment>node quake_spared (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>Earthquake: the primary victim reduces {reduced} instead of destroying it ({breakdown}). Then %n city of any player in an area adjacent to that city&apos;s area is reduced.</numerusform>
            <numerusform>Earthquake: the primary victim reduces {reduced} instead of destroying it ({breakdown}). Then %n cities of any players in an area adjacent to that city&apos;s area are reduced.</numerusform>
        </translation>
    </message>
</context>
</TS>
