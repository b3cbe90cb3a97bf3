window.HANDAUDIT_FINDINGS = {"keys": {{ keys|list|tojson }}, "folder": {{ folder|tojson }}, "rows": {{ rows|tojson }}};
