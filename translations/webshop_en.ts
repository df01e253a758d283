<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Screenshot</name>
    <message numerus="yes">
        <source>Nothing finished loading within %n second(s).</source>
        <translation>
            <numerusform>Nothing finished loading within %n second.</numerusform>
            <numerusform>Nothing finished loading within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::models::PersonalListsModel</name>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln article</numerusform>
            <numerusform>%Ln articles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::shell::ImportRunner</name>
    <message numerus="yes">
        <source>%n record(s): %1.</source>
        <translation>
            <numerusform>%n record: %1.</numerusform>
            <numerusform>%n records: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) need attention; see %1.</source>
        <translation>
            <numerusform>%n line needs attention; see %1.</numerusform>
            <numerusform>%n lines need attention; see %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ArticleDelegate</name>
    <message numerus="yes">
        <source>%Ln pack size(s)</source>
        <translation>
            <numerusform>%Ln pack size</numerusform>
            <numerusform>%Ln pack sizes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln pack size(s)</source>
        <translation>
            <numerusform>%1 · %Ln pack size</numerusform>
            <numerusform>%1 · %Ln pack sizes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::BasketPage</name>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln line</numerusform>
            <numerusform>%Ln lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::CataloguePage</name>
    <message numerus="yes">
        <source>%Ln result(s) for “%1”</source>
        <translation>
            <numerusform>%Ln result for “%1”</numerusform>
            <numerusform>%Ln results for “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln shown</source>
        <comment>all search results are on screen</comment>
        <translation>
            <numerusform>Shown in full</numerusform>
            <numerusform>All %Ln shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ConnectionStatus</name>
    <message numerus="yes">
        <source> · basket synced %Ln min ago</source>
        <translation>
            <numerusform> · basket synced %Ln min ago</numerusform>
            <numerusform> · basket synced %Ln min ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::ListsPage</name>
    <message numerus="yes">
        <source>%Ln article(s)</source>
        <translation>
            <numerusform>%Ln article</numerusform>
            <numerusform>%Ln articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Adding %Ln line(s)…</source>
        <translation>
            <numerusform>Adding %Ln line…</numerusform>
            <numerusform>Adding %Ln lines…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) added to the basket.</source>
        <translation>
            <numerusform>%Ln line added to the basket.</numerusform>
            <numerusform>%Ln lines added to the basket.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>webshop::ui::MainToolBar</name>
    <message numerus="yes">
        <source>Basket: %Ln line(s), total %1</source>
        <translation>
            <numerusform>Basket: %Ln line, total %1</numerusform>
            <numerusform>Basket: %Ln lines, total %1</numerusform>
        </translation>
    </message>
</context>
</TS>
