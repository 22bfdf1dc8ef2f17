/**
 * @generated SignedSource<<93043bd06abcd3a7c0d9ab38f0f0d2f0>>
 * @relayHash bbacb1133c841b4f3b2bd3307eac8d36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a817d879f33fd80db20747ee829fcca2ccede192d1f87b85850018c3a16330fd

import { ConcreteRequest } from 'relay-runtime';
export type SuggestedPrecision = "DAY" | "INSTANT" | "MONTH" | "%future added value";
export type SuggestionField = "BATCH" | "CHARACTERS" | "DEBUT" | "END" | "FEATURED" | "HP" | "REBIRTH" | "START" | "%future added value";
export type SuggestionStatus = "ACCEPTED" | "EXPIRED" | "OPEN" | "REJECTED" | "%future added value";
export type SuggestionPageQuery$variables = {
  id: number;
};
export type SuggestionPageQuery$data = {
  readonly suggestion: {
    readonly characters: ReadonlyArray<string> | null | undefined;
    readonly count: number;
    readonly createdAt: any;
    readonly date: any | null | undefined;
    readonly decidedAt: any | null | undefined;
    readonly expiresAt: any | null | undefined;
    readonly field: SuggestionField;
    readonly inGameOn: string | null | undefined;
    readonly key: string;
    readonly moreSources: ReadonlyArray<string>;
    readonly note: string;
    readonly number: number | null | undefined;
    readonly precision: SuggestedPrecision | null | undefined;
    readonly reason: string | null | undefined;
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
v1 = [
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "characters",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slot",
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
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestionPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a817d879f33fd80db20747ee829fcca2ccede192d1f87b85850018c3a16330fd",
    "metadata": {},
    "name": "SuggestionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6fd63a617d788c1f771d420bedca1648";

export default node;
