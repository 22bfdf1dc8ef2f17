/**
 * @generated SignedSource<<9082689368be9f9521032e698c3136ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestionsPageAcceptMutation$variables = {
  dryRun?: boolean | null | undefined;
  id: number;
  sourceKind?: string | null | undefined;
};
export type SuggestionsPageAcceptMutation$data = {
  readonly acceptSuggestion: {
    readonly applied: boolean;
    readonly auditId: number | null | undefined;
    readonly changes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"parts_change">;
    }>;
    readonly summary: string;
  };
};
export type SuggestionsPageAcceptMutation = {
  response: SuggestionsPageAcceptMutation$data;
  variables: SuggestionsPageAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dryRun"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sourceKind"
},
v3 = [
  {
    "kind": "Variable",
    "name": "dryRun",
    "variableName": "dryRun"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "sourceKind",
    "variableName": "sourceKind"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applied",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "auditId",
  "storageKey": null
},
v7 = [
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
    "name": "kind",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "position",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "from",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "FieldChange",
    "kind": "LinkedField",
    "name": "fields",
    "plural": true,
    "selections": [
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
        "name": "before",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "after",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestionsPageAcceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ChangeResult",
        "kind": "LinkedField",
        "name": "acceptSuggestion",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RecordChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "parts_change",
                "selections": (v7/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SuggestionsPageAcceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ChangeResult",
        "kind": "LinkedField",
        "name": "acceptSuggestion",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RecordChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "415d093aeb616cb6e6c6d0cae13592f3",
    "id": null,
    "metadata": {},
    "name": "SuggestionsPageAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation SuggestionsPageAcceptMutation(\n  $id: Int!\n  $sourceKind: String\n  $dryRun: Boolean\n) {\n  acceptSuggestion(id: $id, sourceKind: $sourceKind, dryRun: $dryRun) {\n    applied\n    summary\n    auditId\n    changes {\n      ...parts_change\n    }\n  }\n}\n\nfragment parts_change on RecordChange {\n  file\n  key\n  kind\n  position\n  from\n  fields {\n    field\n    before\n    after\n  }\n}\n"
  }
};
})();

(node as any).hash = "f5db0f769f62a979605c7299d2512680";

export default node;
