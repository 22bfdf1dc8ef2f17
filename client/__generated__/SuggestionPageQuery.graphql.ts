/**
 * @generated SignedSource<<14f91793b2f050e364532348ad2afbb4>>
 * @relayHash ac77f044e5e72d8f6278a13ca0db5670
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 461ad187cd8b2e04c3f819cbd25a5f45baea50b60afa6cf699b0e95d83105524

import { ConcreteRequest } from 'relay-runtime';
export type SuggestedPrecision = "DAY" | "INSTANT" | "MONTH" | "%future added value";
export type SuggestionField = "CHARACTERS" | "DEBUT" | "HP" | "START" | "%future added value";
export type SuggestionStatus = "ACCEPTED" | "OPEN" | "REJECTED" | "%future added value";
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
    "id": "461ad187cd8b2e04c3f819cbd25a5f45baea50b60afa6cf699b0e95d83105524",
    "metadata": {},
    "name": "SuggestionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a2f8f0171ea126444d83bbc528b8e1ce";

export default node;
