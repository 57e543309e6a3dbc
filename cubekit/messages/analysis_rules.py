"""The catalogues of the rules-lawyer analysis (issue 16) as one: searches, perfect play and
divergences (:mod:`.search`), the claims checks (:mod:`.claims`) and each game's claims
(``claims_<game>.py``). Kept apart so that each module stays small."""

from cubekit.core.i18n import Catalogue
from cubekit.messages import (
    claims,
    claims_chain_reaction,
    claims_cubeslyde,
    claims_deblockle,
    claims_striedies,
    search,
)

MESSAGES: Catalogue = {
    **search.MESSAGES, **claims.MESSAGES, **claims_chain_reaction.MESSAGES,
    **claims_cubeslyde.MESSAGES, **claims_deblockle.MESSAGES, **claims_striedies.MESSAGES,
}
