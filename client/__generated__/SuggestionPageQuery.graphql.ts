/**
 * @generated SignedSource<<fbefd799806df5434b71da7c84441ea3>>
 * @relayHash 8a23794bf680df222c8ff932616726ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7cb7d7651ebe1341d54ef802aae3f2559454cd93cb76ecb644e60ff8ece75c31

import { ConcreteRequest } from 'relay-runtime';
export type SuggestedPrecision = "DAY" | "INSTANT" | "MONTH" | "%future added value";
export type SuggestionField = "ART" | "BATCH" | "CARDS" | "CHARACTERS" | "DEBUT" | "END" | "FEATURED" | "FLOOR" | "HP" | "NEW_FRIEND" | "NEW_PRAYER" | "PORTRAIT" | "REBIRTH" | "RELEASE" | "START" | "%future added value";
export type SuggestionStatus = "ACCEPTED" | "EXPIRED" | "OPEN" | "REJECTED" | "%future added value";
export type SuggestionPageQuery$variables = {
  id: number;
};
export type SuggestionPageQuery$data = {
  readonly suggestion: {
    readonly cards: ReadonlyArray<number> | null | undefined;
    readonly characters: ReadonlyArray<string> | null | undefined;
    readonly count: number;
    readonly createdAt: any;
    readonly date: any | null | undefined;
    readonly decidedAt: any | null | undefined;
    readonly enemies: ReadonlyArray<{
      readonly elements: ReadonlyArray<string>;
      readonly gauges: ReadonlyArray<number>;
      readonly hp: number | null | undefined;
      readonly name: string;
      readonly slot: number;
    }> | null | undefined;
    readonly expiresAt: any | null | undefined;
    readonly field: SuggestionField;
    readonly friend: {
      readonly debut: any | null | undefined;
      readonly debutPrecision: SuggestedPrecision | null | undefined;
      readonly name: string;
      readonly type: string;
      readonly world: string;
    } | null | undefined;
    readonly inGameOn: string | null | undefined;
    readonly key: string;
    readonly moreSources: ReadonlyArray<string>;
    readonly note: string;
    readonly number: number | null | undefined;
    readonly prayer: {
      readonly characters: ReadonlyArray<string>;
      readonly end: any | null | undefined;
      readonly endPrecision: SuggestedPrecision | null | undefined;
      readonly name: string;
      readonly start: any | null | undefined;
      readonly startPrecision: SuggestedPrecision | null | undefined;
      readonly types: ReadonlyArray<string>;
    } | null | undefined;
    readonly precision: SuggestedPrecision | null | undefined;
    readonly reason: string | null | undefined;
    readonly recordPath: string | null | undefined;
    readonly screenshotUrl: string | null | undefined;
    readonly slot: number | null | undefined;
    readonly sourceUrl: string | null | undefined;
    readonly status: SuggestionStatus;
    readonly suggestionId: number;
  } | null | undefined;
};
export type SuggestionPageQuery = {
  response: SuggestionPageQuery$data;
  variables: SuggestionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "characters",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slot",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Suggestion",
    "kind": "LinkedField",
    "name": "suggestion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "suggestionId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recordPath",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "precision",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cards",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "number",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "SuggestedEnemy",
        "kind": "LinkedField",
        "name": "enemies",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "elements",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gauges",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hp",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SuggestedFriend",
        "kind": "LinkedField",
        "name": "friend",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "world",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "debut",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "debutPrecision",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SuggestedPrayer",
        "kind": "LinkedField",
        "name": "prayer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "types",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "start",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startPrecision",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "end",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endPrecision",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sourceUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inGameOn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "screenshotUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "moreSources",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "note",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "decidedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestionPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestionPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "7cb7d7651ebe1341d54ef802aae3f2559454cd93cb76ecb644e60ff8ece75c31",
    "metadata": {},
    "name": "SuggestionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2385d3fc9b4da19c7a1fbc143cd78def";

export default node;
