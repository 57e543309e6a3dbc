"""The sentences of the live classroom (``cubekit classroom``): its pages, the lesson's
greeting, the teacher's view, the projector, the CSV export and the command, en + de."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- the lesson, in each student's kernel ---------------------------------------------------
    "classroom.lesson.hello": {
        "en": "Hello, {name}! Your answers are saved as you give them (saved so far: {n}).",
        "de": "Hallo, {name}! Deine Antworten werden gespeichert, sobald du sie gibst "
              "(bisher gespeichert: {n})."},
    "classroom.lesson.projector": {
        "en": "The lesson on the projector: nothing here is recorded.",
        "de": "Die Stunde am Beamer: Hier wird nichts aufgezeichnet."},
    "classroom.lesson.unknown": {
        "en": "This page does not know your name any more: open the class's address again "
              "and enter your name.",
        "de": "Diese Seite kennt deinen Namen nicht mehr: Öffne die Adresse der Klasse noch "
              "einmal und gib deinen Namen ein."},
    "classroom.lesson.practice": {
        "en": "Practice run: the answers are checked but not collected (the lesson collects "
              "them when it is served with cubekit classroom).",
        "de": "Übungslauf: Die Antworten werden geprüft, aber nicht gesammelt (das geschieht, "
              "wenn die Stunde mit cubekit classroom bereitgestellt wird)."},
    "classroom.lesson.restarted": {
        "en": "Your lesson stopped working and is being started again. Your answers are "
              "kept; the page loads again in a moment.",
        "de": "Deine Stunde ist stehen geblieben und wird neu gestartet. Deine Antworten "
              "bleiben erhalten; die Seite lädt gleich neu."},
    "classroom.lesson.lost": {
        "en": "The connection to the class is lost. Your answers so far are saved; the page "
              "keeps trying to reconnect.",
        "de": "Die Verbindung zur Klasse ist unterbrochen. Deine bisherigen Antworten sind "
              "gespeichert; die Seite versucht weiter, sich zu verbinden."},
    # --- the pages before the lesson ------------------------------------------------------------
    "classroom.page.code_title": {"en": "Class code", "de": "Klassencode"},
    "classroom.page.code_needed": {
        "en": "This lesson is only open to the class. Type the class code shown on the "
              "projector.",
        "de": "Diese Stunde ist nur für die Klasse offen. Gib den Klassencode ein, der am "
              "Beamer steht."},
    "classroom.page.code_wrong": {
        "en": "That is not the class code of this lesson. Check the code on the projector "
              "and type it again.",
        "de": "Das ist nicht der Klassencode dieser Stunde. Sieh dir den Code am Beamer noch "
              "einmal an und gib ihn erneut ein."},
    "classroom.page.code_label": {"en": "Class code", "de": "Klassencode"},
    "classroom.page.code_submit": {"en": "Enter", "de": "Weiter"},
    "classroom.page.refused_title": {"en": "Not open to you", "de": "Für dich nicht offen"},
    "classroom.page.teacher_code_wrong": {
        "en": "This page is the teacher's: it needs the teacher's code, which is not the "
              "class code.",
        "de": "Diese Seite gehört der Lehrkraft: Sie braucht den Code der Lehrkraft, nicht "
              "den Klassencode."},
    "classroom.page.name_title": {"en": "Join the lesson {lesson}",
                                  "de": "Mitmachen: {lesson}"},
    "classroom.page.name_intro": {
        "en": "Enter your name or a nickname, once. Your teacher sees it next to your "
              "answers.",
        "de": "Gib einmal deinen Namen oder einen Spitznamen ein. Deine Lehrkraft sieht ihn "
              "neben deinen Antworten."},
    "classroom.page.name_label": {"en": "Your name", "de": "Dein Name"},
    "classroom.page.name_submit": {"en": "Join", "de": "Mitmachen"},
    "classroom.page.name_empty": {"en": "Please enter a name.",
                                  "de": "Bitte gib einen Namen ein."},
    "classroom.page.name_long": {"en": "That name is too long: 40 letters at most.",
                                 "de": "Der Name ist zu lang: höchstens 40 Zeichen."},
    # --- the answers file -----------------------------------------------------------------------
    "classroom.problem.locked": {
        "en": "The answers file is locked by another program. New answers wait in the "
              "students' lessons and are written as soon as the file is free; nothing "
              "already written is lost.",
        "de": "Die Datei mit den Antworten ist von einem anderen Programm gesperrt. Neue "
              "Antworten warten in den Stunden der Schülerinnen und Schüler und werden "
              "geschrieben, sobald die Datei frei ist; nichts bereits Geschriebenes geht "
              "verloren."},
    "classroom.problem.full": {
        "en": "The disk with the answers file is full. New answers wait in the students' "
              "lessons and are written once there is space again; nothing already written "
              "is lost.",
        "de": "Der Datenträger mit der Antwortdatei ist voll. Neue Antworten warten in den "
              "Stunden der Schülerinnen und Schüler und werden geschrieben, sobald wieder "
              "Platz ist; nichts bereits Geschriebenes geht verloren."},
    "classroom.problem.other": {
        "en": "The answers file cannot be written right now (see the server's log). New "
              "answers wait in the students' lessons; nothing already written is lost.",
        "de": "Die Antwortdatei lässt sich gerade nicht schreiben (siehe das Protokoll des "
              "Servers). Neue Antworten warten in den Stunden; nichts bereits Geschriebenes "
              "geht verloren."},
    # --- the teacher's view ---------------------------------------------------------------------
    "classroom.mark.right": {"en": "right", "de": "richtig"},
    "classroom.mark.wrong": {"en": "wrong", "de": "falsch"},
    "classroom.mark.open": {"en": "not answered yet", "de": "noch nicht beantwortet"},
    "classroom.teacher.title": {"en": "The class's answers: {lesson}",
                                "de": "Die Antworten der Klasse: {lesson}"},
    "classroom.teacher.projector": {"en": "projector page", "de": "Seite für den Beamer"},
    "classroom.teacher.csv": {"en": "all answers as CSV", "de": "alle Antworten als CSV"},
    "classroom.teacher.counts": {"en": "Students: {students}, answers: {answers}",
                                 "de": "Schülerinnen und Schüler: {students}, Antworten: "
                                       "{answers}"},
    "classroom.teacher.questions": {"en": "Questions", "de": "Fragen"},
    "classroom.teacher.students": {"en": "Students", "de": "Schülerinnen und Schüler"},
    "classroom.teacher.number": {"en": "No.", "de": "Nr."},
    "classroom.teacher.question": {"en": "question", "de": "Frage"},
    "classroom.teacher.answered": {"en": "answered", "de": "beantwortet"},
    "classroom.teacher.right": {"en": "right", "de": "richtig"},
    "classroom.teacher.common_wrong": {"en": "most common wrong answer",
                                       "de": "häufigste falsche Antwort"},
    "classroom.teacher.why": {"en": "why it is wrong", "de": "warum sie falsch ist"},
    "classroom.teacher.spotlight": {"en": "projector", "de": "Beamer"},
    "classroom.teacher.show": {"en": "Show on the projector", "de": "Am Beamer zeigen"},
    "classroom.teacher.times": {"en": "given {n}×", "de": "{n}× gegeben"},
    "classroom.teacher.right_answer": {"en": "Right answer: {answer}",
                                       "de": "Richtige Antwort: {answer}"},
    "classroom.teacher.name": {"en": "name", "de": "Name"},
    "classroom.teacher.score": {"en": "score", "de": "Punkte"},
    # --- the projector --------------------------------------------------------------------------
    "classroom.projector.title": {"en": "Lesson: {lesson}", "de": "Stunde: {lesson}"},
    "classroom.projector.scan": {"en": "Scan the code or open this address:",
                                 "de": "Scanne den Code oder öffne diese Adresse:"},
    "classroom.projector.code": {"en": "Class code:", "de": "Klassencode:"},
    "classroom.projector.lesson": {"en": "Show the lesson on this screen",
                                   "de": "Die Stunde auf diesem Bildschirm zeigen"},
    "classroom.projector.question": {"en": "Question {number}:", "de": "Frage {number}:"},
    "classroom.projector.right_answer": {"en": "Right answer: {answer}",
                                         "de": "Richtige Antwort: {answer}"},
    "classroom.projector.counts": {"en": "Answered: {answered}, right: {right}",
                                   "de": "Beantwortet: {answered}, richtig: {right}"},
    "classroom.projector.common_wrong": {
        "en": "Most common wrong answer ({n}×): {answer}",
        "de": "Häufigste falsche Antwort ({n}×): {answer}"},
    # --- the CSV export -------------------------------------------------------------------------
    "classroom.csv.name": {"en": "name", "de": "Name"},
    "classroom.csv.lesson": {"en": "lesson", "de": "Stunde"},
    "classroom.csv.question": {"en": "question", "de": "Frage"},
    "classroom.csv.number": {"en": "number", "de": "Nummer"},
    "classroom.csv.answer": {"en": "answer", "de": "Antwort"},
    "classroom.csv.result": {"en": "result", "de": "Ergebnis"},
    "classroom.csv.time": {"en": "time", "de": "Zeit"},
    "classroom.csv.why": {"en": "explanation", "de": "Erklärung"},
    "classroom.csv.right": {"en": "right", "de": "richtig"},
    "classroom.csv.wrong": {"en": "wrong", "de": "falsch"},
    # --- the command ----------------------------------------------------------------------------
    "classroom.cli.help": {
        "en": "serve a lesson live to a class: every student on their own device, the "
              "answers collected",
        "de": "eine Stunde live für eine Klasse bereitstellen: alle auf dem eigenen Gerät, "
              "die Antworten gesammelt"},
    "classroom.cli.description": {
        "en": "Serve a classroom lesson with Voilà to the students' browsers (kernels heated "
              "in advance, a class code, names), with a live teacher's view and a projector "
              "page; or, as 'classroom results FILE', export the answers.",
        "de": "Eine Unterrichtsstunde mit Voilà an die Browser der Klasse ausliefern (Kernel "
              "vorgeheizt, Klassencode, Namen), mit einer Live-Ansicht für die Lehrkraft und "
              "einer Seite für den Beamer; oder, als 'classroom results DATEI', die Antworten "
              "ausgeben."},
    "classroom.cli.notebook": {
        "en": "the lesson: a notebook's path or the start of its name "
              "(kettenreaktion-live), or 'results' to export answers",
        "de": "die Stunde: Pfad eines Notebooks oder der Anfang seines Namens "
              "(kettenreaktion-live), oder 'results', um Antworten auszugeben"},
    "classroom.cli.file": {
        "en": "with 'results': the answers file (.classroom.sqlite) or its lesson notebook",
        "de": "mit 'results': die Antwortdatei (.classroom.sqlite) oder das Notebook der "
              "Stunde"},
    "classroom.cli.port": {"en": "port to serve on (default: 8866)",
                           "de": "Port des Servers (Standard: 8866)"},
    "classroom.cli.students": {
        "en": "how many students: as many kernels are heated in advance (default: 10)",
        "de": "wie viele Schülerinnen und Schüler: so viele Kernel werden vorgeheizt "
              "(Standard: 10)"},
    "classroom.cli.lan": {
        "en": "share on the local network (0.0.0.0); without it only this machine can open "
              "the lesson",
        "de": "im lokalen Netz freigeben (0.0.0.0); sonst kann nur dieser Rechner die Stunde "
              "öffnen"},
    "classroom.cli.code": {"en": "the class code (default: the one kept for the lesson, or "
                                 "a new one)",
                           "de": "der Klassencode (Standard: der für die Stunde gespeicherte "
                                 "oder ein neuer)"},
    "classroom.cli.teacher_code": {"en": "the teacher's code (default: kept or new)",
                                   "de": "der Code der Lehrkraft (Standard: gespeichert oder "
                                         "neu)"},
    "classroom.cli.db": {"en": "the answers file (default: beside the lesson)",
                         "de": "die Antwortdatei (Standard: neben der Stunde)"},
    "classroom.cli.teacher": {"en": "open the teacher's view in the browser (default: the "
                                    "projector page)",
                              "de": "die Ansicht der Lehrkraft im Browser öffnen (Standard: "
                                    "die Seite für den Beamer)"},
    "classroom.cli.no_browser": {"en": "open no browser", "de": "keinen Browser öffnen"},
    "classroom.cli.csv": {"en": "with 'results': every answer as CSV",
                          "de": "mit 'results': alle Antworten als CSV"},
    "classroom.cli.output": {"en": "with 'results': write to this file",
                             "de": "mit 'results': in diese Datei schreiben"},
    "classroom.cli.error.no_file": {
        "en": "'classroom results' needs the answers file: cubekit classroom results "
              "LESSON.classroom.sqlite --csv",
        "de": "'classroom results' braucht die Antwortdatei: cubekit classroom results "
              "STUNDE.classroom.sqlite --csv"},
    "classroom.cli.error.missing": {"en": "there is no answers file {path}",
                                    "de": "es gibt keine Antwortdatei {path}"},
    "classroom.cli.error.students": {"en": "--students must be 1 or more, not {n}",
                                     "de": "--students muss 1 oder mehr sein, nicht {n}"},
    "classroom.cli.lesson_line": {"en": "{lesson}: students: {students}, answers: {answers}",
                                  "de": "{lesson}: Schülerinnen und Schüler: {students}, "
                                        "Antworten: {answers}"},
    "classroom.cli.question_line": {
        "en": "  {number}. {question} answered: {answered}, right: {right}",
        "de": "  {number}. {question} beantwortet: {answered}, richtig: {right}"},
    "classroom.cli.serving": {"en": "Lesson {lesson}: kernels for {n} students are heating.",
                              "de": "Stunde {lesson}: Kernel für {n} Schülerinnen und "
                                    "Schüler werden vorgeheizt."},
    "classroom.cli.students_open": {"en": "Students open: {url}",
                                    "de": "Die Klasse öffnet: {url}"},
    "classroom.cli.class_code": {"en": "Class code: {code}", "de": "Klassencode: {code}"},
    "classroom.cli.teacher_open": {"en": "Teacher's view: {url}",
                                   "de": "Ansicht der Lehrkraft: {url}"},
    "classroom.cli.projector_open": {"en": "Projector: {url}", "de": "Beamer: {url}"},
    "classroom.cli.answers_kept": {"en": "Answers are kept in {path}",
                                   "de": "Die Antworten stehen in {path}"},
    "classroom.cli.local_only": {
        "en": "Only this machine can open the lesson; start with --lan to share it on the "
              "local network.",
        "de": "Nur dieser Rechner kann die Stunde öffnen; mit --lan wird sie im lokalen Netz "
              "freigegeben."},
    "classroom.cli.ready": {"en": "Ready. Stop with Ctrl+C (the answers stay in the file).",
                            "de": "Bereit. Beenden mit Strg+C (die Antworten bleiben in der "
                                  "Datei)."},
}
