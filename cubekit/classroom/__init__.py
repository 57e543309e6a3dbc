"""The live classroom: every student on their own device, every answer collected.

``cubekit classroom LESSON`` serves a classroom lesson (a notebook, e.g.
``16-kettenreaktion-live``) with Voilà to the students' browsers, behind a class code, with
kernels heated for the class; each student enters a name once, and each answer to the
lesson's quiz is stored, as it comes, in an SQLite file beside the lesson
(:mod:`.store`). The teacher's page shows live, per question, how many answered and how many
were right, the most common wrong answer and the kit's explanation of why it is wrong, and
per student a row of results; one click puts a question on the projector page, which shows
the address, its QR code and the class code (:mod:`.server`, :mod:`.pages`,
:mod:`.report`). ``cubekit classroom results FILE --csv`` exports every answer.

In the lesson notebook (:mod:`.lesson`)::

    from cubekit import classroom
    classroom.join()
    classroom.quiz(game, n=5, seed=7)

Nothing here is imported by ``import cubekit``; the server needs Voilà (``cubekit[lab]``)
and segno (for the QR code).
"""

from __future__ import annotations

from cubekit.classroom.lesson import current, exercise, join, quiz

__all__ = ["current", "exercise", "join", "quiz"]
