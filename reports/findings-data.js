window.HANDAUDIT_FINDINGS = {"keys": {{ keys|list|tojson }}, "rows": {{ rows|tojson }}};
