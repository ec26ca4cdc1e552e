"""Suffix rules for alias lookup (folded spelling): (suffix, replacement), tried in this order.

Used only by search_core.forms.strip_variants to find a query word in the closed alias table
(búsquedas -> busqueda, tarayıcılarda -> tarayici, ricerche -> ricerca); never to build match keys.
Bounds: at most 3 rules stacked (forms.MAX_STRIP_DEPTH), every stripped form keeps 3 characters,
at most forms.MAX_VARIANTS variants per word.
"""

SUFFIX_RULES: tuple[tuple[str, str], ...] = (
    # Portuguese and Spanish plurals: navegações -> navegacao, digitais -> digital, veces -> vez
    ("oes", "ao"),
    ("aes", "ao"),
    ("ais", "al"),
    ("ces", "z"),
    ("ns", "m"),
    # French plurals: journaux -> journal
    ("aux", "al"),
    # Italian plurals: ricerche -> ricerca, documenti -> documento, immagini -> immagine
    ("che", "ca"),
    ("ghe", "ga"),
    ("chi", "co"),
    ("i", "o"),
    ("i", "e"),
    ("e", "a"),
    # German plural and linking elements: Dokumenten-, Daten, Suchen, Bilder
    ("ern", ""),
    ("en", ""),
    ("er", ""),
    ("n", ""),
    # Romance plurals and German -e/-s: busquedas, navegadores, recherches, dokumente
    ("es", ""),
    ("s", ""),
    ("e", ""),
    # Turkish case, possessive and plural suffixes (ı ü ö ş ç ğ folded): tarayıcı-lar-da, araması
    ("lari", ""),
    ("leri", ""),
    ("lar", ""),
    ("ler", ""),
    # the relative locative (sitesindeki: "on the site"), before the plain locative
    ("ndeki", ""),
    ("ndaki", ""),
    ("deki", ""),
    ("daki", ""),
    ("ndan", ""),
    ("nden", ""),
    ("dan", ""),
    ("den", ""),
    ("tan", ""),
    ("ten", ""),
    ("nda", ""),
    ("nde", ""),
    ("da", ""),
    ("de", ""),
    ("ta", ""),
    ("te", ""),
    ("nin", ""),
    ("nun", ""),
    ("sini", ""),
    ("si", ""),
    ("su", ""),
    ("yi", ""),
    ("yu", ""),
    ("ya", ""),
    ("ye", ""),
    ("in", ""),
    ("un", ""),
    ("mak", ""),
    ("mek", ""),
    # the Turkish converb -(y)ıp / -(y)ip / -(y)up / -(y)üp ("and then": tarayıp, okuyup, çıkarıp, indirip),
    # read as the verb's infinitive
    ("yip", "mak"),
    ("yip", "mek"),
    ("yup", "mak"),
    ("yup", "mek"),
    ("ip", "mak"),
    ("ip", "mek"),
    ("up", "mak"),
    ("up", "mek"),
    ("i", ""),
    ("u", ""),
    ("a", ""),
)
