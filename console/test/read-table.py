# Reads a chart's exports back with readers that are not the console's (issue 33): Python's zipfile, which checks
# every entry's CRC, and ElementTree for the xlsx; the csv module for the CSV. Input on stdin as JSON
# {"xlsx": [bytes...], "csv": "..."}; output the entries, the sheet's name, both tables' rows and the cells where the
# two disagree (a number cell against the CSV's Swedish-formatted text read as a number) as JSON.
import csv, io, json, sys, zipfile
import xml.etree.ElementTree as ET
data = json.load(sys.stdin)
book = zipfile.ZipFile(io.BytesIO(bytes(data['xlsx'])))
assert book.testzip() is None, 'a CRC does not match'
ns = {'m': 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'}
types = ET.fromstring(book.read('[Content_Types].xml'))
workbook = ET.fromstring(book.read('xl/workbook.xml'))
sheet = ET.fromstring(book.read('xl/worksheets/sheet1.xml'))
def col(ref):
    n = 0
    for ch in ref.rstrip('0123456789'):
        n = n * 26 + ord(ch) - 64
    return n - 1
rows = []
for row in sheet.iter('{%s}row' % ns['m']):
    cells = {}
    for c in row.findall('m:c', ns):
        if c.get('t') == 'inlineStr':
            cells[col(c.get('r'))] = ''.join(t.text or '' for t in c.iter('{%s}t' % ns['m']))
        else:
            cells[col(c.get('r'))] = float(c.find('m:v', ns).text)
    rows.append([cells.get(i, '') for i in range(max(cells) + 1 if cells else 0)])
text = data['csv'].lstrip('\ufeff')
table = list(csv.reader(io.StringIO(text, newline=''), delimiter=';'))
def same(cell, field):
    if isinstance(cell, float):
        try:
            return abs(float(''.join(field.split()).replace('\u202f', '').replace(',', '.')) - cell) < 1e-9
        except ValueError:
            return False
    return cell == field
mismatches = [[r, c, (rows[r] + [''] * len(fields))[c], field]
              for r, fields in enumerate(table) for c, field in enumerate(fields)
              if r >= len(rows) or not same((rows[r] + [''] * len(fields))[c], field)]
mismatches += [[r, None, rows[r], None] for r in range(len(table), len(rows))]
print(json.dumps({
    'entries': sorted(book.namelist()),
    'overrides': sorted(o.get('PartName') for o in types if o.get('PartName')),
    'sheetName': workbook.find('m:sheets/m:sheet', ns).get('name'),
    'xlsx': rows,
    'csv': table,
    'mismatches': mismatches,
}))
