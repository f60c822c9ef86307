import type TypeScript from 'typescript';
import { ts } from './typescript';

// Every CSS named colour. `transparent` and `currentColor` are left out on
// purpose: they name no colour of their own, so no theme token can replace them.
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
    'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
    'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
    'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
    'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_-])/gi;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
// The value (up to `;`, `{` or `}`) of a declaration that takes a colour; a named
// colour counts only there, so prose such as "Colour: Pink" is left alone.
const DECLARATION =
  /(?:^|[\s;{])(?:color|background(?:-color|-image)?|border(?:-[a-z]+)*|outline(?:-color)?|fill|stroke|(?:box|text)-shadow|(?:caret|accent)-color|column-rule(?:-color)?|text-decoration(?:-color)?|--[a-z0-9-]+)\s*:([^;{}]*)/g;
// A word not glued to a dash, so `white-space` or `--black-bar` never count.
const WORD = /(?<![\w-])[a-z]+(?![\w-])/gi;

export interface ColourLiteral {
  line: number;
  literal: string;
}

function inText(text: string): { index: number; literal: string }[] {
  const found = [...text.matchAll(HEX), ...text.matchAll(FUNCTION)].map((m) => ({ index: m.index, literal: m[0] }));
  for (const declaration of text.matchAll(DECLARATION)) {
    const valueAt = declaration.index + declaration[0].length - declaration[1]!.length;
    for (const word of declaration[1]!.matchAll(WORD))
      if (NAMED.has(word[0].toLowerCase())) found.push({ index: valueAt + word.index, literal: word[0] });
  }
  // A string that is nothing but a colour name: `fill="white"`, `{ color: 'black' }`.
  if (NAMED.has(text.trim().toLowerCase())) found.push({ index: text.indexOf(text.trim()), literal: text.trim() });
  return found.sort((a, b) => a.index - b.index);
}

/**
 * Colour literals in the strings and templates of a TypeScript/TSX source
 * (comments and JSX text are not styles, so they are not read): hex colours,
 * colour functions such as rgba(), and named colours in CSS values.
 */
export function colourLiterals(source: string, fileName = 'file.tsx'): ColourLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: ColourLiteral[] = [];
  const visit = (node: TypeScript.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      for (const { index, literal } of inText(node.text))
        out.push({ line: start + node.text.slice(0, index).split('\n').length - 1, literal });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
