/**
 * @generated SignedSource<<24a60dc5c40d5cbe07b3fd39209549e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SuggestionsPageQuery$variables = Record<PropertyKey, never>;
export type SuggestionsPageQuery$data = {
  readonly suggestionQueue: ReadonlyArray<{
    readonly count: number;
    readonly createdAt: string;
    readonly field: string;
    readonly file: string;
    readonly id: number;
    readonly inGameOn: string | null | undefined;
    readonly key: string;
    readonly label: string;
    readonly moreSources: ReadonlyArray<string>;
    readonly note: string;
    readonly screenshotUrl: string | null | undefined;
    readonly sourceUrl: string | null | undefined;
    readonly value: string;
  }>;
};
export type SuggestionsPageQuery = {
  response: SuggestionsPageQuery$data;
  variables: SuggestionsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 200
      }
    ],
    "concreteType": "AdminSuggestion",
    "kind": "LinkedField",
    "name": "suggestionQueue",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "file",
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
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
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
        "name": "createdAt",
        "storageKey": null
      }
    ],
    "storageKey": "suggestionQueue(first:200)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestionsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SuggestionsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9548296061dcc29be9d5d785fae57443",
    "id": null,
    "metadata": {},
    "name": "SuggestionsPageQuery",
    "operationKind": "query",
    "text": "query SuggestionsPageQuery {\n  suggestionQueue(first: 200) {\n    id\n    file\n    key\n    field\n    label\n    value\n    sourceUrl\n    inGameOn\n    screenshotUrl\n    moreSources\n    note\n    count\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "d40ac8e4c05c6173a87933858e8d8219";

export default node;
