<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>eupop</name>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="2"/>
        <source>EU: The Price of Power bots</source>
        <extracomment>pack name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="11"/>
        <source>Age</source>
        <extracomment>shared game fact &apos;age&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="12"/>
        <source>Round</source>
        <extracomment>shared game fact &apos;round&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="14"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="15"/>
        <source>Difficulty</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="20"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="21"/>
        <source>Normal</source>
        <extracomment>choice &apos;normal&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="22"/>
        <source>Hard</source>
        <extracomment>choice &apos;hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="23"/>
        <source>Very Hard</source>
        <extracomment>choice &apos;very_hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="24"/>
        <source>Realm</source>
        <extracomment>bot option &apos;realm&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="26"/>
        <source>Realm profile</source>
        <extracomment>profile kind &apos;realm&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eupop/main</name>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="1"/>
        <source>Main Turn</source>
        <extracomment>chart title</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
