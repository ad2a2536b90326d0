<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>eupop</name>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="2"/>
        <source>EU: The Price of Power bots</source>
        <extracomment>pack name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="5"/>
        <source>Solo &amp; Bot rules of Europa Universalis: The Price of Power, v1.2 (seeds 002 and 000).</source>
        <extracomment>pack description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="12"/>
        <source>Pass</source>
        <extracomment>routine button for chart pass</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="13"/>
        <source>Phase 3: Peace &amp; Rebels</source>
        <extracomment>routine button for chart peace_and_rebels</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="14"/>
        <source>Phase 4: Income &amp; Upkeep</source>
        <extracomment>routine button for chart income</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="15"/>
        <source>Phase 5: Cleanup</source>
        <extracomment>routine button for chart cleanup</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="16"/>
        <source>End of Age</source>
        <extracomment>routine button for chart end_of_age</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="17"/>
        <source>War declared on the Bot</source>
        <extracomment>routine button for chart dow_on_bot</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="18"/>
        <source>Choose an Opponent</source>
        <extracomment>routine button for chart choose_opponent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="19"/>
        <source>Targeting Chart</source>
        <extracomment>routine button for chart targeting</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="20"/>
        <source>Replace a human player</source>
        <extracomment>routine button for chart replace_human</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="21"/>
        <source>Replace an eliminated Bot</source>
        <extracomment>routine button for chart replace_bot</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="23"/>
        <source>Age</source>
        <extracomment>shared game fact &apos;age&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="24"/>
        <source>Round</source>
        <extracomment>shared game fact &apos;round&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="25"/>
        <source>Realms passed this Round</source>
        <extracomment>shared game fact &apos;passed&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="27"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="28"/>
        <source>Difficulty Level</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="33"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="34"/>
        <source>Normal</source>
        <extracomment>choice &apos;normal&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="35"/>
        <source>Hard</source>
        <extracomment>choice &apos;hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="36"/>
        <source>Very Hard</source>
        <extracomment>choice &apos;very_hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="37"/>
        <location filename="../rules/eupop/pack.yaml" line="77"/>
        <source>Realm</source>
        <extracomment>bot option &apos;realm&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="38"/>
        <source>Starting Bot Power</source>
        <extracomment>bot option &apos;start_power&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="39"/>
        <location filename="../rules/eupop/pack.yaml" line="74"/>
        <source>Manpower Reserve</source>
        <extracomment>bot option &apos;manpower&apos;</extracomment>
        <extracomment>mat field manpower_reserve</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="40"/>
        <source>Deployed Units in the Army</source>
        <extracomment>bot option &apos;army&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="41"/>
        <location filename="../rules/eupop/pack.yaml" line="79"/>
        <source>State Religion</source>
        <extracomment>bot option &apos;state_religion&apos;</extracomment>
        <extracomment>mat field state_religion</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="45"/>
        <source>Bot Power</source>
        <extracomment>mat section</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="47"/>
        <source>Available</source>
        <extracomment>mat field power.available</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="48"/>
        <source>Spent</source>
        <extracomment>mat field power.spent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="49"/>
        <source>Focus</source>
        <extracomment>mat section</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="51"/>
        <source>Focus areas</source>
        <extracomment>mat field focus</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="51"/>
        <source>Bot Power placed by FOCUS Actions; the Milestone threshold depends on the Difficulty Level.</source>
        <extracomment>hint of mat field focus</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="51"/>
        <source>Economic</source>
        <extracomment>key &apos;economic&apos; of mat field focus</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="51"/>
        <source>Expansion</source>
        <extracomment>key &apos;expansion&apos; of mat field focus</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="51"/>
        <source>Political</source>
        <extracomment>key &apos;political&apos; of mat field focus</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="51"/>
        <source>War</source>
        <extracomment>key &apos;war&apos; of mat field focus</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="61"/>
        <source>Ideas</source>
        <extracomment>mat section</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="63"/>
        <source>Researched Ideas</source>
        <extracomment>mat field ideas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="63"/>
        <source>Administrative</source>
        <extracomment>key &apos;administrative&apos; of mat field ideas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="63"/>
        <source>Diplomatic</source>
        <extracomment>key &apos;diplomatic&apos; of mat field ideas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="63"/>
        <source>Military</source>
        <extracomment>key &apos;military&apos; of mat field ideas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="72"/>
        <source>Army</source>
        <extracomment>mat section</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="75"/>
        <source>Army: standing Units</source>
        <extracomment>mat field army.standing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="76"/>
        <source>Army: laid-down Units</source>
        <extracomment>mat field army.laid_down</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="80"/>
        <location filename="../rules/eupop/state.py" line="235"/>
        <source>At War</source>
        <extracomment>mat field at_war</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="81"/>
        <source>Quest for the New World</source>
        <extracomment>mat field quest_new_world</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="82"/>
        <location filename="../rules/eupop/routines.py" line="99"/>
        <source>Passed this Round</source>
        <extracomment>mat field passed</extracomment>
        <extracomment>message of routines.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <source>Bot Deck</source>
        <extracomment>mat section</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="85"/>
        <source>Last drawn card</source>
        <extracomment>mat field deck.last_drawn</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="86"/>
        <source>Draw pile</source>
        <extracomment>mat field deck.draw_pile</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="87"/>
        <source>Used this Round</source>
        <extracomment>mat field deck.used</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="88"/>
        <source>Set aside (FOCUS)</source>
        <extracomment>mat field deck.set_aside</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="89"/>
        <source>Removed this Age</source>
        <extracomment>mat field deck.removed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="90"/>
        <source>Replacing a human player</source>
        <extracomment>mat section</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="92"/>
        <source>Monarch Power (all types)</source>
        <extracomment>mat field convert.monarch_power</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="93"/>
        <source>Ducats</source>
        <extracomment>mat field convert.ducats</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="94"/>
        <source>Stability</source>
        <extracomment>mat field convert.stability</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Loans</source>
        <extracomment>mat field convert.loans</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Reconstructed: the booklet&apos;s icon for this line is lost in our sources; we read it as Loans.</source>
        <extracomment>hint of mat field convert.loans</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="43"/>
        <source>Realm profile</source>
        <extracomment>profile kind &apos;realm&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="363"/>
        <source>{available} Available, {sieged} Tax Value sieged</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="156"/>
        <source>Card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="184"/>
        <source>War Action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="208"/>
        <source>Next action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="219"/>
        <source>Discard icon: {icon}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="225"/>
        <source>{n} cards in the draw pile</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="232"/>
        <source>The action could not be done</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="232"/>
        <location filename="../rules/eupop/actions.py" line="206"/>
        <source>The action was done</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="241"/>
        <source>{available} Available, {spent} Spent</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="326"/>
        <source>{n} Units standing</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="401"/>
        <source>The card names no Focus area</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="435"/>
        <source>{have} in Focus, {need} needed</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="464"/>
        <source>QftNW Researched</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="464"/>
        <source>QftNW not Researched</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="473"/>
        <source>Realm: {realm}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="482"/>
        <source>State Religion: {religion}</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="155"/>
        <source>Card {card} has no such action</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="400"/>
        <source>The card names the {area} Focus</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="471"/>
        <source>No Realm profile</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="480"/>
        <source>No State Religion on the Bot Mat</source>
        <extracomment>message of actions.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="236"/>
        <source>a vacant Territory</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="245"/>
        <source>in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="294"/>
        <source>The target is {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="226"/>
        <source>no target</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="229"/>
        <source>{realm}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="231"/>
        <source>Owner of {province}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="233"/>
        <source>Realm in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="235"/>
        <source>the vacant Territory {territory}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="242"/>
        <source>in the Area of {province}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="244"/>
        <source>in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="274"/>
        <source>the Overlord of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="276"/>
        <source>the Owner of the Capital of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="283"/>
        <source>No valid target is left on the chart.</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/realm.py" line="286"/>
        <source>Roll again among {count} child nodes.</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="289"/>
        <source>Take the listed substitute: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="292"/>
        <source>Move on to die {low}–{high}: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="265"/>
        <source>The Bot has no Targeting Chart of this kind in its profile.</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="306"/>
        <source>No Realm profile with this chart: use the printed chart</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="311"/>
        <source>Targeting: {stage}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="316"/>
        <source>Military Targeting Chart</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="317"/>
        <source>Diplomatic Targeting Chart</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="323"/>
        <location filename="../rules/eupop/realm.py" line="328"/>
        <source>Target: {result}</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="385"/>
        <location filename="../rules/eupop/realm.py" line="374"/>
        <source>the target</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="305"/>
        <source>{realm} has this chart in its profile</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="334"/>
        <source>the Bot</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="377"/>
        <source>in the named Area (or the Area of the named Province), else in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="100"/>
        <source>Not Passed yet</source>
        <extracomment>message of routines.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="106"/>
        <source>{count} Realms Passed before</source>
        <extracomment>message of routines.py</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="142"/>
        <source>{left} Units in the Manpower Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="149"/>
        <source>Manpower {total}, minimum {minimum}</source>
        <extracomment>message of routines.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="217"/>
        <source>Age {age}</source>
        <extracomment>message of routines.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="75"/>
        <location filename="../rules/eupop/state.py" line="275"/>
        <source>unknown</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="77"/>
        <source>none</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="224"/>
        <location filename="../rules/eupop/state.py" line="230"/>
        <source>{have} Bot Power Available</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="235"/>
        <source>At Peace</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="240"/>
        <source>{have} Ideas of this type</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="246"/>
        <source>{left} cards in the draw pile</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="252"/>
        <source>Quest for the New World researched</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="252"/>
        <source>No Quest for the New World</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="269"/>
        <source>The Bot Deck&apos;s draw pile is empty.</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="314"/>
        <source>No Focus area is known for this card.</source>
        <extracomment>message of state.py</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/choose_opponent</name>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="1"/>
        <source>Opponent Selection</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="5"/>
        <source>Is the Bot at War?</source>
        <extracomment>node war (check); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>How many valid Opponents are at War with the Bot?</source>
        <extracomment>node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; of node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>One</source>
        <extracomment>answer &apos;one&apos; of node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>More than one</source>
        <extracomment>answer &apos;several&apos; of node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="19"/>
        <source>Select the Opponent at War with the Bot.</source>
        <extracomment>node that_one (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="23"/>
        <source>Roll a die to choose among the Opponents at War with the Bot.</source>
        <extracomment>node roll_enemies (roll); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="29"/>
        <source>Select the Opponent at War with the Bot that has the most Prestige.</source>
        <extracomment>node enemy_prestige (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="33"/>
        <source>Select the Opponent at War with the Bot that has the highest Tax Income.</source>
        <extracomment>node enemy_income (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="37"/>
        <source>Roll a die to choose an Opponent.</source>
        <extracomment>node roll (roll); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="43"/>
        <source>Select the valid Opponent with the most Prestige.</source>
        <extracomment>node prestige (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="47"/>
        <source>Select the valid Opponent with the highest Tax Income.</source>
        <extracomment>node income (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="51"/>
        <source>Is there a tie?</source>
        <extracomment>node tie (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="57"/>
        <source>Is exactly one of the tied Opponents a human player?</source>
        <extracomment>node humans (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="63"/>
        <source>Select that human player: humans come before Bots.</source>
        <extracomment>node the_human (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="67"/>
        <source>Choose at random among the tied human players (or, if none is human, among the tied Bots).</source>
        <extracomment>node random (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/cleanup</name>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="1"/>
        <source>Phase 5: Cleanup</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="5"/>
        <source>Is the Bot&apos;s Manpower above the minimum?</source>
        <extracomment>node manpower_low (check); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="13"/>
        <source>Update Manpower: is the Bot&apos;s Manpower from its Town Track lower than its current {total} (never below {minimum})?</source>
        <extracomment>node lower (ask); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="21"/>
        <source>Return 1 Unit from {from} to the Supply. Manpower is now {total}.</source>
        <extracomment>node down (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="21"/>
        <source>Units leave the Manpower Reserve first.</source>
        <extracomment>note of node down (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="28"/>
        <source>Is the Bot&apos;s Manpower from its Town Track higher than its current {total}?</source>
        <extracomment>node higher (ask); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="36"/>
        <source>Add 1 Unit to the Manpower Reserve. Manpower is now {total}.</source>
        <extracomment>node up (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="42"/>
        <source>Give the Bot Colonists for its Colonial Claims as normal.</source>
        <extracomment>node colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="47"/>
        <source>Does the Bot have no Colonial Claims while no vacant Territory is left?</source>
        <extracomment>node no_colonies (ask); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Discard the Bot&apos;s Colonists.</source>
        <extracomment>node drop_colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="59"/>
        <source>End every Alliance between the Bot and a PR and remove those tokens. Nothing else follows from it.</source>
        <extracomment>node alliances (do); seed 002, Cleanup Phase: All Bot-to-PR Alliances end</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="64"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="71"/>
        <source>Match Imperial Influence to the current Imperial Authority and place it in this order, filling each step before the next: 1. the Elector Area where the fewest cubes make the Bot the strongest PR there; 2. any Elector Area with room; 3. any HRE Area with room. Ties: Areas with the Bot&apos;s Alliance or Marriage first, then alphabetical.</source>
        <extracomment>node imperial (do); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="76"/>
        <source>Has the Bot run out of Towns (all placed, +20 Income tile taken)?</source>
        <extracomment>node towns (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="83"/>
        <source>A Bot still out of Towns in Phase 5 triggers Final Scoring.</source>
        <extracomment>node final (do); seed 002, Token Limitations: Towns</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="88"/>
        <source>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds {pile} cards.</source>
        <extracomment>node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="88"/>
        <source>EVENT and IDEA cards always go back; cards used for FOCUS stay set aside; of the other used cards half go back (rounded up), picked at random.</source>
        <extracomment>note of node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="95"/>
        <source>The Round ends. Next Round: {round}.</source>
        <extracomment>node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="95"/>
        <source>Bookkeeping of the app: the Bot&apos;s Pass and the count of Realms that Passed are cleared.</source>
        <extracomment>note of node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/colonize</name>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="1"/>
        <source>COLONIZE Action</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="5"/>
        <source>The chart image is not in our sources (it is reached from Main Turn Structure, from EXPLORE and from Bot Card 12, per seed 000). What remains rests on Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action; EXPLORE leads on when there is nothing to Colonize.</source>
        <extracomment>chart note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="11"/>
        <source>Does the Bot have Small Towns left to place?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="18"/>
        <source>The Bot cannot Colonize now.</source>
        <extracomment>node cannot (do); seed 002, Colonize Action</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="23"/>
        <source>Does the Bot have a Colonist and a Colonial Claim on a vacant Territory it may Colonize under the main rules?</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="35"/>
        <source>Colonize the Territory with the highest Tax Value (then alphabetical): use the Colonist and replace the Colonial Claim with one of the Bot&apos;s Small Towns.</source>
        <extracomment>node pick (do); seed 002, Choice Processes; Colonists</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="42"/>
        <source>End of the COLONIZE Action.</source>
        <extracomment>node end_turn (end); seed 002, Colonize Action</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/defend</name>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="1"/>
        <source>DEFEND Action</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="4"/>
        <source>Seed 002 keeps the boxes of this chart as an OCR jumble; the boxes are printed, the arrows between them are our reading. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. The nodes from &apos;mac&apos; on are the MAC check; other charts call them.</source>
        <extracomment>chart note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="10"/>
        <source>Is there an Area with Invaders (Hostile Units in an Area with the Bot&apos;s Towns)?</source>
        <extracomment>node invaders (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="16"/>
        <source>Is the Bot&apos;s Army Deployed in an Area where it can Siege Provinces?</source>
        <extracomment>node army_can_siege (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="25"/>
        <source>Is there an Area with the Bot&apos;s Towns that are Occupied, and no Invaders?</source>
        <extracomment>node occupied (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="31"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="51"/>
        <source>If the Army has fewer than 3 Units, bring it up to 3. The Army now has {total} Units.</source>
        <extracomment>node min3_occupied (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <extracomment>node min3_enemy (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="36"/>
        <source>Place the Army in such an Area. Prefer the Area with the highest Tax Value of the Bot&apos;s Towns Occupied by Enemies or Rebels, then the Bot&apos;s Capital Area.</source>
        <extracomment>node place_occupied (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="43"/>
        <source>Is there an Area with Enemy Towns where the Army would not trigger a Battle, next to the Bot&apos;s Realm by land or joined to it by a Naval Bridge?</source>
        <extracomment>node enemy_area (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="56"/>
        <source>Place the Army in such an Area (several: highest Tax Value, then alphabetical).</source>
        <extracomment>node place_enemy (do); seed 002, Defend Action; Choice Processes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="62"/>
        <source>Does the Bot have {n} or more Bot Power left?</source>
        <extracomment>node power2 (check); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="70"/>
        <source>Is the Army in an Area where MAC is at least the Invading force?</source>
        <extracomment>node mac_room (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="76"/>
        <source>Spend {n} Bot Power to recruit {units} Units into the Army (as many as the Manpower Reserve holds).</source>
        <extracomment>node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="85"/>
        <source>Is the Army at least twice the size of any Invading force?</source>
        <extracomment>node double (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="91"/>
        <source>Place the Army in the Area with the largest Invading force it at least doubles (prefer a PR Enemy).</source>
        <extracomment>node place_largest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="98"/>
        <source>Is the Army at least as large as any Invader&apos;s force?</source>
        <extracomment>node at_least_any (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="104"/>
        <source>Can placing a Ship raise MAC enough in an Area with Invaders?</source>
        <extracomment>node ship_mac (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="110"/>
        <source>Place a Ship to extend a Naval Bridge to such an Area (prefer an Area with a PR Enemy). Use a Sea Zone next to one of the Bot&apos;s Ships or Ports.</source>
        <extracomment>node place_ship (do); seed 002, Defend Action; Ship Placement</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="117"/>
        <source>Does the new Ship trigger a Naval Battle (a Hostile Sea Zone)?</source>
        <extracomment>node ship_battle (ask); seed 002, Defend Action; Ship Placement</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="125"/>
        <source>How did the Naval Battle end for the Bot?</source>
        <extracomment>node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="125"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="160"/>
        <source>Won, its first Battle win this Turn</source>
        <extracomment>answer &apos;won_first&apos; of node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>answer &apos;won_first&apos; of node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="125"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="160"/>
        <source>Won, not its first win this Turn</source>
        <extracomment>answer &apos;won&apos; of node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>answer &apos;won&apos; of node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="125"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="160"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; of node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>answer &apos;lost&apos; of node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="133"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="168"/>
        <source>The Bot gains {n} Bot Power for its first Battle win this Turn.</source>
        <extracomment>node naval_gain (do); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>node battle_gain (do); seed 002, Defend Action; Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="140"/>
        <source>The Army is too small for every Invading force. Roll a die.</source>
        <extracomment>node weak_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="140"/>
        <source>The OCR keeps the die ranges 1-2, 3-4 and 5-6 beside these three boxes; which box each range leads to is our reading.</source>
        <extracomment>note of node weak_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="154"/>
        <source>Place the Army in the Area with the smallest Invading force (prefer a PR Enemy force).</source>
        <extracomment>node place_smallest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="160"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="175"/>
        <source>Place the Army in one of the Bot&apos;s own Areas without Hostile Units.</source>
        <extracomment>node hide (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="179"/>
        <source>End of the Bot&apos;s Turn.</source>
        <extracomment>node end_turn (end); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="183"/>
        <source>MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain of the Bot&apos;s Towns adjacent by land)?</source>
        <extracomment>node mac (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="183"/>
        <source>Only a Naval Bridge closes the one gap</source>
        <extracomment>answer &apos;bridge&apos; of node mac (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="193"/>
        <source>MAC is unlimited here: stand up every Unit. The Army has {standing} Units standing.</source>
        <extracomment>node mac_unlimited (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="199"/>
        <source>Is the Bot&apos;s MC for this Area {n} or more?</source>
        <extracomment>node mac_bridge (ask); seed 002, Maximum Army Capacity (MAC) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="199"/>
        <source>MC + 3 reaches the Naval Bridge minimum of 9 from MC 6 on; below that MAC is 9.</source>
        <extracomment>note of node mac_bridge (ask); seed 002, Maximum Army Capacity (MAC) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="209"/>
        <source>MAC here is {mac}, the minimum with a Naval Bridge. Keep {standing} of the Army&apos;s {total} Units standing and lay down {laid_down}.</source>
        <extracomment>node mac_bridge_min (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>What is the Bot&apos;s MC for this Area (main rules, page 22)? MAC is MC + 3.</source>
        <extracomment>node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>0</source>
        <extracomment>answer &apos;mc0&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>1</source>
        <extracomment>answer &apos;mc1&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>2</source>
        <extracomment>answer &apos;mc2&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>3</source>
        <extracomment>answer &apos;mc3&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>4</source>
        <extracomment>answer &apos;mc4&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>5</source>
        <extracomment>answer &apos;mc5&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>6</source>
        <extracomment>answer &apos;mc6&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>7</source>
        <extracomment>answer &apos;mc7&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>8</source>
        <extracomment>answer &apos;mc8&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>9</source>
        <extracomment>answer &apos;mc9&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="215"/>
        <source>10 or more</source>
        <extracomment>answer &apos;mc10&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="231"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="237"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="243"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="249"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="255"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="261"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="267"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="273"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="279"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="285"/>
        <source>MAC here is {mac}. Keep {standing} of the Army&apos;s {total} Units standing and lay down {laid_down}.</source>
        <extracomment>node mac_0 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_1 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_2 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_3 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_4 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_5 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_6 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_7 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_8 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_9 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="291"/>
        <source>MAC here is at least {mac}. Keep {standing} of the Army&apos;s {total} Units standing and lay down {laid_down}.</source>
        <extracomment>node mac_10 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/end_of_age</name>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="1"/>
        <source>End of Age</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="5"/>
        <source>Is this the end of the last Age?</source>
        <extracomment>node last (check); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="13"/>
        <source>The last Age is over: go to Final Scoring. Bots score Prestige exactly as human players do.</source>
        <extracomment>node final (do); seed 002, Final Scoring (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: {pile} cards; removed this Age: {removed}.</source>
        <extracomment>node reset (do); seed 002, End of Age Routine</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>A Bot without a Realm profile plays with all 24 cards.</source>
        <extracomment>note of node reset (do); seed 002, End of Age Routine</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="25"/>
        <source>The Bot removes none of its tokens of the kind the booklet names in this routine (its icon is lost in our sources).</source>
        <extracomment>node keep (do); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/event</name>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="1"/>
        <source>EVENT Action</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="4"/>
        <source>The chart image is not in our sources (it is reached from Main Turn Structure and Bot Card 01, per seed 000). The General Event Rules and Secondary Effects are, and they also apply when another Realm&apos;s Event affects a Bot.</source>
        <extracomment>chart note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="9"/>
        <source>Take an Event from the display for the Bot. Choose the Event and its option by Choice Processes; when the Bot is not the Active Player it picks option A; on every sub-option it picks the first one.</source>
        <extracomment>node take (do); seed 002, General Event Rules; Choice Processes (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="18"/>
        <source>Does the chosen option have any effect that applies to the Bot?</source>
        <extracomment>node applies (ask); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="24"/>
        <source>Nothing applies: the Bot gains {n} Bot Power.</source>
        <extracomment>node nothing_applies (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Resolve the effects one at a time; skip any that do not apply. Which kind comes next?</source>
        <extracomment>node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Gain Ducats</source>
        <extracomment>answer &apos;ducats_gain&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Lose Ducats</source>
        <extracomment>answer &apos;ducats_lose&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Lose Stability</source>
        <extracomment>answer &apos;stability_lose&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Gain Stability</source>
        <extracomment>answer &apos;stability_gain&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Gain or lose a token tied to an NPR</source>
        <extracomment>answer &apos;npr_token&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>May Declare War</source>
        <extracomment>answer &apos;may_declare&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Activation</source>
        <extracomment>answer &apos;activation&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Declare War Action</source>
        <extracomment>answer &apos;dow_action&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Recruit Action</source>
        <extracomment>answer &apos;recruit&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Trade Action</source>
        <extracomment>answer &apos;trade&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Exhaust Units</source>
        <extracomment>answer &apos;exhaust&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Pay a cost to do something</source>
        <extracomment>answer &apos;pay&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Adopt a new State Religion</source>
        <extracomment>answer &apos;religion&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>Any other effect</source>
        <extracomment>answer &apos;other&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="30"/>
        <source>No effect left</source>
        <extracomment>answer &apos;done&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="50"/>
        <source>How many Ducats does the Event give?</source>
        <extracomment>node ducats_gain (ask); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="50"/>
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>1 to 10</source>
        <extracomment>answer &apos;d10&apos; of node ducats_gain (ask); seed 002, General Event Rules</extracomment>
        <extracomment>answer &apos;d10&apos; of node ducats_lose (ask); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="50"/>
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>11 to 20</source>
        <extracomment>answer &apos;d20&apos; of node ducats_gain (ask); seed 002, General Event Rules</extracomment>
        <extracomment>answer &apos;d20&apos; of node ducats_lose (ask); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="50"/>
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>21 or more</source>
        <extracomment>answer &apos;d30&apos; of node ducats_gain (ask); seed 002, General Event Rules</extracomment>
        <extracomment>answer &apos;d30&apos; of node ducats_lose (ask); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="57"/>
        <location filename="../rules/eupop/charts/event.yaml" line="63"/>
        <location filename="../rules/eupop/charts/event.yaml" line="69"/>
        <source>Instead of Ducats the Bot gains {n} Bot Power (1 per 10 Ducats, rounded up, at most 3).</source>
        <extracomment>node ducats_gain_1 (do); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_gain_2 (do); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_gain_3 (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>How many Ducats does the Event take?</source>
        <extracomment>node ducats_lose (ask); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="82"/>
        <location filename="../rules/eupop/charts/event.yaml" line="87"/>
        <location filename="../rules/eupop/charts/event.yaml" line="92"/>
        <source>Instead of Ducats the Bot loses {lost} Available Bot Power (1 per 10 Ducats, rounded up, at most 3).</source>
        <extracomment>node ducats_lose_1 (do); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_lose_2 (do); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_lose_3 (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="97"/>
        <source>Bots have no Stability: for each step lost, the Bot gains 1 Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <extracomment>node stability_lose (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="103"/>
        <source>Does the Bot have any Unrest on the map?</source>
        <extracomment>node stability_gain (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="110"/>
        <source>For each step of Stability gained, remove 1 of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <extracomment>node stability_unrest (do); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="115"/>
        <source>How many steps of Stability does the Event give?</source>
        <extracomment>node stability_steps (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="115"/>
        <source>1</source>
        <extracomment>answer &apos;s1&apos; of node stability_steps (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="115"/>
        <source>2</source>
        <extracomment>answer &apos;s2&apos; of node stability_steps (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="115"/>
        <source>3</source>
        <extracomment>answer &apos;s3&apos; of node stability_steps (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="123"/>
        <location filename="../rules/eupop/charts/event.yaml" line="130"/>
        <location filename="../rules/eupop/charts/event.yaml" line="137"/>
        <source>The Bot has no Unrest: it gains {n} Bot Power (2 per step).</source>
        <extracomment>node stability_power_1 (do); seed 000, General Event Rules (gaining Stability)</extracomment>
        <extracomment>node stability_power_2 (do); seed 000, General Event Rules (gaining Stability)</extracomment>
        <extracomment>node stability_power_3 (do); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="144"/>
        <source>Pick the NPR with the highest Tax Income when the Bot gains the token, the lowest when it loses one.</source>
        <extracomment>node npr_token (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="144"/>
        <source>The token icons are lost in both seeds.</source>
        <extracomment>note of node npr_token (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="151"/>
        <source>Is the Bot at War already?</source>
        <extracomment>node may_declare (check); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="158"/>
        <source>Does the Bot have more Bot Power Available than Spent?</source>
        <extracomment>node may_declare_power (check); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="165"/>
        <source>The Bot does not Declare War (it only may when at Peace with more Available than Spent Bot Power).</source>
        <extracomment>node no_war (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="171"/>
        <source>Can the Bot pay {n} Bot Power?</source>
        <extracomment>node recruit_power (check); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="179"/>
        <source>Pay {n} Bot Power to recruit all {units} Units of the Manpower Reserve into the Army.</source>
        <extracomment>node recruit (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="187"/>
        <source>Instead of Trading, the Bot gains {n} Bot Power.</source>
        <extracomment>node trade (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="193"/>
        <source>Remove the Units to be Exhausted from the Bot&apos;s Army (correct the Army on the Bot Mat).</source>
        <extracomment>node exhaust (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="197"/>
        <source>If the Bot can pay the cost, it pays and does it; otherwise it skips the effect.</source>
        <extracomment>node pay (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="201"/>
        <source>Also change the Religion of the Bot&apos;s Capital Area and of one more of its Areas to the new State Religion (Choice Processes).</source>
        <extracomment>node religion (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="207"/>
        <source>Apply the effect as written, by Choice Processes; ignore what does not apply.</source>
        <extracomment>node other (do); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="211"/>
        <source>Resolve the Secondary Effects. Attrition, Unrest/Rebellion, Power Struggle: as normal. Character Mortality, Disloyal Vassals: as normal, Bots unaffected. Pirates: auto-resolution. Lost at Sea: Bots unaffected, auto-resolution for humans. Cardinal Dies: auto-resolution, ignoring the Bot&apos;s own. Native Uprising: the Bot ignores it. DNPR Expansion: auto-resolution, skipping Areas where this Bot Owns Provinces. Spread of Religious Ideas or of the Revolution: auto-resolution, but spread the Bot&apos;s State Religion first, avoid Religious Dissent for the Bot, prefer removing it.</source>
        <extracomment>node secondary (do); seed 002, Secondary Effects</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="223"/>
        <source>End of the EVENT Action.</source>
        <extracomment>node end_event (end); seed 002, General Event Rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/income</name>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="1"/>
        <source>Phase 4: Income &amp; Upkeep</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="5"/>
        <source>Refresh Bot Power: return the {spent} Spent Bot Power to the Supply.</source>
        <extracomment>node discard (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="11"/>
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}.</source>
        <extracomment>node gain (do); seed 002, Difficulty Level</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="18"/>
        <source>Does the Bot have 20 or more Small Towns in play, all 8 Large Towns in play, both, or neither?</source>
        <extracomment>node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="18"/>
        <source>Neither</source>
        <extracomment>answer &apos;neither&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="18"/>
        <source>20+ Small Towns</source>
        <extracomment>answer &apos;small&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="18"/>
        <source>8 Large Towns</source>
        <extracomment>answer &apos;large&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="18"/>
        <source>Both</source>
        <extracomment>answer &apos;both&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="27"/>
        <location filename="../rules/eupop/charts/income.yaml" line="34"/>
        <source>Gain %n Bot Power for the Bot&apos;s Towns.</source>
        <extracomment>node towns_one (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <extracomment>node towns_two (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="41"/>
        <source>Does the Bot hold the +20 Income tile?</source>
        <extracomment>node tile (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="48"/>
        <source>Gain %n Bot Power for the +20 Income tile.</source>
        <extracomment>node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="48"/>
        <source>Both seeds say the tile gives the Bot &apos;an additional&apos; something in Phase 4; the icon is lost in our copies. We read it as 1 Bot Power.</source>
        <extracomment>note of node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="57"/>
        <source>Score Power Struggles and Crusades for the Bot as normal.</source>
        <extracomment>node struggles (do); seed 002, Income &amp; Upkeep Phase</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="61"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="68"/>
        <source>Roll for Imperial Authority as for an NPR Emperor (main rules p. 45).</source>
        <extracomment>node authority (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="73"/>
        <source>How much extra Monarch Power and Ducats does the current Imperial Authority level give? The Bot gains that much Bot Power.</source>
        <extracomment>node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="73"/>
        <source>The app does not track Imperial Authority; the answer choices stop at 4 because the amount must be picked, not typed.</source>
        <extracomment>note of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="73"/>
        <source>0</source>
        <extracomment>answer &apos;e0&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="73"/>
        <source>1</source>
        <extracomment>answer &apos;e1&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="73"/>
        <source>2</source>
        <extracomment>answer &apos;e2&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="73"/>
        <source>3</source>
        <extracomment>answer &apos;e3&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="73"/>
        <source>4</source>
        <extracomment>answer &apos;e4&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="85"/>
        <location filename="../rules/eupop/charts/income.yaml" line="86"/>
        <location filename="../rules/eupop/charts/income.yaml" line="87"/>
        <location filename="../rules/eupop/charts/income.yaml" line="88"/>
        <source>Gain %n Bot Power as Bot Emperor.</source>
        <extracomment>node emperor_gain1 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <extracomment>node emperor_gain2 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <extracomment>node emperor_gain3 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <extracomment>node emperor_gain4 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="89"/>
        <source>If Imperial Authority is at +6, the Bot Emperor gains the extra reward printed in your booklet (the icon is lost in our sources).</source>
        <extracomment>node emperor_six (do); seed 000, Faza Dochodu i Utrzymania: Cesarz Bot (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="95"/>
        <source>Is the Bot the Papal Controller?</source>
        <extracomment>node papal (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="102"/>
        <source>Gain %n Bot Power as Papal Controller.</source>
        <extracomment>node papal_gain (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="109"/>
        <source>Does the Bot have Uncontested Control of the Curia?</source>
        <extracomment>node uncontested (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="116"/>
        <source>The Bot scores Prestige equal to the number of Catholic PRs minus one, at most {max}.</source>
        <extracomment>node curia_prestige (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/main</name>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="1"/>
        <source>Main Turn Structure</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="4"/>
        <source>The chart image is not in our sources. The order (DEFEND, SIEGE, COLONIZE, then a Bot Card) follows the booklet&apos;s description; footnotes 4 and 5 come from seed 000.</source>
        <extracomment>chart note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="8"/>
        <source>Is the Bot attacked? It is when Enemy Units or Rebels stand in any Area with the Bot&apos;s Towns, or when Enemies or Rebels Occupy any of its Provinces.</source>
        <extracomment>node attacked (ask); seed 000, Main Turn Structure, footnote 4</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="21"/>
        <source>Is the Bot&apos;s Army on the map in an Area where it can Siege Provinces? (Island Provinces need a Bot Ship in an adjacent Sea Zone; a Bot with no Small Towns left does not Siege.)</source>
        <extracomment>node can_siege (ask); seed 002, Siege Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="34"/>
        <source>Can the Bot Colonize a Territory now (a Colonist and a Colonial Claim on a vacant Territory, as the main rules require)? A Bot with no Small Towns left does not Colonize.</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="47"/>
        <source>Does the Bot have any Bot Power Available?</source>
        <extracomment>node has_power (check); seed 000, Main Turn Structure, footnote 5 (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="56"/>
        <source>Is there a card left in the Bot Deck?</source>
        <extracomment>node has_cards (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="65"/>
        <source>Has the Bot taken an Event this Round? A Bot takes an Event before it Passes.</source>
        <extracomment>node event_taken (ask); seed 002, Sequence of Play: Event Resolution, Passing (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="80"/>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost, {cost} Bot Power (with less Available, pay what is left and still act).</source>
        <extracomment>node draw (do); seed 000, Main Turn Structure, footnote 5</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="91"/>
        <source>Does the card show an Action-card discard icon?</source>
        <extracomment>node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="102"/>
        <source>Discard the top card of the Administrative Action deck.</source>
        <extracomment>node discard_admin (do); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="107"/>
        <source>Discard the top card of the Diplomatic Action deck.</source>
        <extracomment>node discard_dip (do); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="112"/>
        <source>Discard the top card of the Military Action deck.</source>
        <extracomment>node discard_mil (do); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="117"/>
        <source>Our sources do not say whether this card shows a discard icon. Look at the card: if it shows one, discard the top card of that Action deck.</source>
        <extracomment>node discard_unknown (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="125"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="133"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If every Enemy is fully Occupied, the Bot counts as not at War for this choice.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="142"/>
        <source>Does the card show a War Action?</source>
        <extracomment>node has_war_action (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="150"/>
        <source>The Bot is at War: it takes the card&apos;s War Action, {action}, instead of the top action.</source>
        <extracomment>node use_war (do); seed 002, Bot Cards (War Action)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="156"/>
        <source>Which Action does the card lead to now?</source>
        <extracomment>node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="188"/>
        <source>This card&apos;s action is not known. Resolve the card as printed, then end the Turn.</source>
        <extracomment>node no_action (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="194"/>
        <source>Could the action not be done, with a next action on the card?</source>
        <extracomment>node after_action (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="203"/>
        <source>The top action cannot be done: the Bot takes the card&apos;s next action, {action}.</source>
        <extracomment>node use_next (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="210"/>
        <source>End of the Bot&apos;s Turn.</source>
        <extracomment>node end_turn (end); seed 002, Main Turn Structure</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/military</name>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="1"/>
        <source>MILITARY Action</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="4"/>
        <source>The chart image is not in our sources; its footnotes are (DoW restrictions, Realm&apos;s strength, Units per recruit, MAC). The steps rest on Bot Warfare, Army Movement, MAC and the Targeting Charts. An Event&apos;s Declare War Action starts at &apos;declare_war&apos;.</source>
        <extracomment>chart note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="9"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="17"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If not, the Bot counts as not at War here.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="26"/>
        <source>The Army marches on an Enemy: an Opponent at War with the Bot first; between several, roll on Opponent Selection (1-3 highest Prestige, 4-6 highest Tax Income).</source>
        <extracomment>node enemy (do); seed 002, Choice Processes: Opponent Selection (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="39"/>
        <source>What did the Military Targeting Chart give?</source>
        <extracomment>node target_kind (ask); seed 002, Targeting Charts</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="39"/>
        <source>An NPR</source>
        <extracomment>answer &apos;npr&apos; of node target_kind (ask); seed 002, Targeting Charts</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="39"/>
        <source>An Opponent (a PR)</source>
        <extracomment>answer &apos;opponent&apos; of node target_kind (ask); seed 002, Targeting Charts</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="39"/>
        <source>No valid target</source>
        <extracomment>answer &apos;none&apos; of node target_kind (ask); seed 002, Targeting Charts</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="47"/>
        <source>The Bot finds no target: it cannot take the MILITARY Action.</source>
        <extracomment>node cannot (do); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="53"/>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page 22). Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <extracomment>node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="53"/>
        <source>Footnote: the Bot must remove one fewer token if it has a Claim on the target Realm (the token&apos;s icon is lost in both seeds).</source>
        <extracomment>note of node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="64"/>
        <source>Is the Army smaller than the Enemy&apos;s strength? An NPR&apos;s strength is its Tax Income; a PR&apos;s is its Deployed Units plus Available Manpower.</source>
        <extracomment>node strength (ask); seed 002, Military Action, footnote (Realm&apos;s strength) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="74"/>
        <source>How much Bot Power does one recruit cost on your MILITARY chart? Our sources keep only &apos;Units recruited per Bot Power spent&apos;.</source>
        <extracomment>node recruit_cost (ask); seed 002, Military Action, footnote (Units per recruit) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="74"/>
        <source>1 Bot Power</source>
        <extracomment>answer &apos;c1&apos; of node recruit_cost (ask); seed 002, Military Action, footnote (Units per recruit) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="74"/>
        <source>2 Bot Power</source>
        <extracomment>answer &apos;c2&apos; of node recruit_cost (ask); seed 002, Military Action, footnote (Units per recruit) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="84"/>
        <location filename="../rules/eupop/charts/military.yaml" line="92"/>
        <source>Does the Bot have {n} or more Bot Power Available?</source>
        <extracomment>node can_pay_1 (check); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15)</extracomment>
        <extracomment>node can_pay_2 (check); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="100"/>
        <location filename="../rules/eupop/charts/military.yaml" line="109"/>
        <source>Spend {n} Bot Power to recruit {units} Units into the Army (as many as the Manpower Reserve holds).</source>
        <extracomment>node recruit_1 (do); seed 002, Military Action; Recruiting Units</extracomment>
        <extracomment>node recruit_2 (do); seed 002, Military Action; Recruiting Units</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="118"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node on_map (ask); seed 002, Army Movement</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="125"/>
        <source>Place the Army in one of the Bot&apos;s Areas on the map, one from which it can reach the Enemy (several: highest Tax Value, then alphabetical).</source>
        <extracomment>node place (do); seed 002, Army Movement; Choice Processes (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="134"/>
        <source>Move the Army up to 2 Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes 1 Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <extracomment>node move (do); seed 002, Movement reach</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="142"/>
        <source>Did the Army cross a Naval Bridge?</source>
        <extracomment>node bridge (ask); seed 002, Movement reach</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="149"/>
        <source>Only {n} Units cross a Naval Bridge: lay down the rest. The Army has {standing} standing and {laid_down} laid down.</source>
        <extracomment>node bridge_cap (do); seed 002, Movement reach</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="156"/>
        <source>Did the Army meet Enemy Units (a Land Battle)?</source>
        <extracomment>node battle_q (ask); seed 002, Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="164"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="164"/>
        <source>Won, its first Battle win this Turn</source>
        <extracomment>answer &apos;won_first&apos; of node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="164"/>
        <source>Won, not its first win this Turn</source>
        <extracomment>answer &apos;won&apos; of node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="164"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; of node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="172"/>
        <source>The Bot gains {n} Bot Power for its first Battle win this Turn.</source>
        <extracomment>node battle_gain (do); seed 002, Land Battles</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="179"/>
        <source>Can the Army Siege Provinces in the Area where it stands?</source>
        <extracomment>node siege_q (ask); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="190"/>
        <source>End of the MILITARY Action.</source>
        <extracomment>node end_action (end); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/pass</name>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="1"/>
        <source>Passing</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="4"/>
        <source>A Bot that Passes first gains 2 Bot Power, the second to Pass gains 1. Humans who Passed are counted here too.</source>
        <extracomment>chart note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="6"/>
        <source>Has the Bot already Passed this Round?</source>
        <extracomment>node already (check); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="14"/>
        <source>The Bot has already Passed this Round: it takes no more Turns.</source>
        <extracomment>node passed_before (do); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="19"/>
        <source>So far {passed} Realms have Passed this Round. Has another human player Passed who is not counted yet?</source>
        <extracomment>node humans (ask); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="19"/>
        <source>The app counts Bots that Pass; a human&apos;s Pass is counted here.</source>
        <extracomment>note of node humans (ask); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="19"/>
        <source>Yes, count one more</source>
        <extracomment>answer &apos;yes&apos; of node humans (ask); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>One more Realm counted as Passed: {passed} in all.</source>
        <extracomment>node count_human (do); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="34"/>
        <source>Is the Bot the first or the second Realm to Pass this Round?</source>
        <extracomment>node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="42"/>
        <source>The Bot Passes first and gains %n Bot Power.</source>
        <extracomment>node first (do); seed 002, Action Phase: Passing</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="49"/>
        <source>The Bot Passes second and gains %n Bot Power.</source>
        <extracomment>node second (do); seed 002, Action Phase: Passing</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="56"/>
        <source>The Bot Passes. It gains no Bot Power for Passing.</source>
        <extracomment>node later (do); seed 002, Action Phase: Passing</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/peace_and_rebels</name>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="1"/>
        <source>Phase 3: Peace &amp; Rebels</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="5"/>
        <source>A. Remove the Bot&apos;s Truces as normal. Bots never hold Casus Belli tokens.</source>
        <extracomment>node truces (do); seed 002, Peace &amp; Rebels Phase: A. Remove Casus Belli and Truces</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="10"/>
        <source>B. Does any NPR Invasion target the Bot?</source>
        <extracomment>node invasion (ask); seed 002, Peace &amp; Rebels Phase: B. NPR Invasions</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="17"/>
        <source>Resolve only one NPR Invasion against the Bot: the one with the most NPR Units (ties: alphabetical). Place the Bot&apos;s Army in the target Area, check MAC and fight the Battle (Land Battle Resolution).</source>
        <extracomment>node invade (do); seed 002, Peace &amp; Rebels Phase: B. NPR Invasions</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="22"/>
        <source>C. Rebels Siege or move as normal.</source>
        <extracomment>node rebels (do); seed 002, Peace &amp; Rebels Phase: C. Rebels Siege or Move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="27"/>
        <source>D. Is the Bot at War?</source>
        <extracomment>node war (check); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="35"/>
        <source>Resolve Peace in turn order as normal. On the Bot&apos;s turn to resolve one of its Wars, use the Bot Peace Resolution chart.</source>
        <extracomment>node peace (do); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="40"/>
        <source>Is the Bot now at Peace?</source>
        <extracomment>node now_peace (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="47"/>
        <source>Remove the Bot&apos;s Army from the map, unless the Bot has Towns with Unrest or Rebel Towns in the Army&apos;s Area. Stand up every laid-down Unit when the Army leaves the map.</source>
        <extracomment>node army_home (do); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="53"/>
        <source>Was the Bot Fully Annexed by a PR?</source>
        <extracomment>node annexed (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="60"/>
        <source>Replace the Bot: use the routine &apos;Replace an eliminated Bot&apos;.</source>
        <extracomment>node replace (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="65"/>
        <source>E. Resolve Prestige Penalties as normal. F. Interregnums do not affect Bots.</source>
        <extracomment>node prestige (do); seed 002, Peace &amp; Rebels Phase: E. Prestige Penalties</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="70"/>
        <source>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</source>
        <extracomment>node dissent (do); seed 002, Peace &amp; Rebels Phase: G. Religious Dissent</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="77"/>
        <source>H. Is the Bot at War?</source>
        <extracomment>node war_unrest (check); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="85"/>
        <source>The Bot gains %n Unrest for being at War.</source>
        <extracomment>node gain_unrest (do); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="92"/>
        <source>Does the Bot have 3 or more Administrative Ideas?</source>
        <extracomment>node admin (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="101"/>
        <source>Does the Bot have any Administrative Ideas?</source>
        <extracomment>node admin_any (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="110"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="117"/>
        <source>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</source>
        <extracomment>node remove_two (do); seed 002, Bots &amp; Ideas</extracomment>
        <extracomment>node remove_one (do); seed 002, Bots &amp; Ideas</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="124"/>
        <source>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most {dice} dice. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</source>
        <extracomment>node rebel_dice (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="130"/>
        <source>Did the Rebel Dice show any result that costs Ducats, Manpower or Monarch Power?</source>
        <extracomment>node rebel_loss (ask); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="130"/>
        <source>All such results together cost the Bot at most 1 Bot Power; the result icons are lost in our sources.</source>
        <extracomment>note of node rebel_loss (ask); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="139"/>
        <source>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</source>
        <extracomment>node lose_one (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="146"/>
        <source>Place a Claim in each Area where Rebels Liberated one of the Bot&apos;s Provinces.</source>
        <extracomment>node liberated (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/siege</name>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="1"/>
        <source>SIEGE Action</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="4"/>
        <source>The chart image is not in our sources; its footnote 3 is. The Bot pays 1 Bot Power per Tax Value it Sieges (a Small Province 1, a Large one 2); with 3+ Military Ideas it Sieges 2 Tax Value per Bot Power, up to 6 in all. Also apply steps 4-7 of &apos;Sieges &amp; Occupation&apos; (main rules, page 28).</source>
        <extracomment>chart note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="10"/>
        <source>Does the Bot have Small Towns left to place?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="17"/>
        <source>Is there a Province the Army can Siege in its Area? Island Provinces count only with a Bot Ship in an adjacent Sea Zone.</source>
        <extracomment>node target (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="25"/>
        <source>The Bot cannot Siege now.</source>
        <extracomment>node cannot (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="31"/>
        <source>Siege Provinces in the Army&apos;s Area, best first: each Bot Power Sieges {per_power} Tax Value.</source>
        <extracomment>node begin (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="37"/>
        <source>How much can the Bot still pay for Sieges?</source>
        <extracomment>node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="46"/>
        <source>Which Province does the Army Siege next? Take the highest Tax Value first, then alphabetical.</source>
        <extracomment>node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="46"/>
        <source>A Large Province</source>
        <extracomment>answer &apos;large&apos; of node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="46"/>
        <source>A Small Province</source>
        <extracomment>answer &apos;small&apos; of node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="46"/>
        <source>No Province left to Siege</source>
        <extracomment>answer &apos;none&apos; of node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="57"/>
        <source>Is there a Small Province left for the Army to Siege?</source>
        <extracomment>node single_small (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="63"/>
        <source>Is there a Large Province left? With this last payment the Bot Sieges it anyway.</source>
        <extracomment>node single_large (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="69"/>
        <source>Siege the Large Province and Occupy it. Spend {paid} Bot Power ({sieged} Tax Value Sieged this Action).</source>
        <extracomment>node siege_large (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="75"/>
        <source>Siege the Small Province and Occupy it. Spend {paid} Bot Power ({sieged} Tax Value Sieged this Action).</source>
        <extracomment>node siege_small (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="81"/>
        <source>Apply steps 4-7 of &apos;Sieges &amp; Occupation&apos; (main rules, page 28) to the Provinces Sieged.</source>
        <extracomment>node done (do); seed 002, Siege Action, footnote 3</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="85"/>
        <source>End of the SIEGE Action.</source>
        <extracomment>node end_turn (end); seed 002, Siege Action, footnote 3</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
